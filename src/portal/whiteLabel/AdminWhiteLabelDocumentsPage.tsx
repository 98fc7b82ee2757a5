import { WhiteLabelDocumentsPage } from './WhiteLabelDocumentsPage';

/** The platform defaults' white-label documents (route component). */
export const AdminWhiteLabelDocumentsPage = () => <WhiteLabelDocumentsPage scope="admin" />;
