import { WhiteLabelDocumentsPage } from './WhiteLabelDocumentsPage';

/** The company's white-label documents (route component). */
export const ManagerWhiteLabelDocumentsPage = () => <WhiteLabelDocumentsPage scope="manager" />;
