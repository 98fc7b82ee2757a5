import { Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { loginPageLinks } from './loginPageLinks';

/** "Forgot password?" and "Create an account" under the sign-in form. */
export const LoginPageLinks = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
      {loginPageLinks.map((link) => (
        <Link key={link.to} to={link.to} variant="body2">
          {translate(link.labelKey)}
        </Link>
      ))}
    </Stack>
  );
};
