import { Box } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

type PageLinkProps = { to: string; labelKey: string };

/** A centred link under a visitor page's form (to sign in, to ask for a new link). */
export const PageLink = ({ to, labelKey }: PageLinkProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Link to={to} variant="body2">
        {translate(labelKey)}
      </Link>
    </Box>
  );
};
