import { WhiteLabelSettingsPage } from './WhiteLabelSettingsPage';

/** The platform defaults' white label (route component). */
export const AdminWhiteLabelPage = () => <WhiteLabelSettingsPage scope="admin" />;
