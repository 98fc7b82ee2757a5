import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBranding } from './useBranding';

/** "Contact support: <address>" as a mail link, or nothing when the white label has no support address. */
export const SupportEmailLink = () => {
  const translate = useTranslate();
  const { supportEmail } = useBranding();
  if (!supportEmail) return null;
  return <Link href={`mailto:${supportEmail}`}>{translate('app.brand.support_contact', { email: supportEmail })}</Link>;
};
