import { WhiteLabelSettingsPage } from './WhiteLabelSettingsPage';

/** The company's white label (route component). */
export const ManagerWhiteLabelPage = () => <WhiteLabelSettingsPage scope="manager" />;
