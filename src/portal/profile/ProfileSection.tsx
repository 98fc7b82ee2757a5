import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type ProfileSectionProps = { titleKey: string; children: ReactNode };

/** One card of the profile page with its heading. */
export const ProfileSection = ({ titleKey, children }: ProfileSectionProps) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(titleKey)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
