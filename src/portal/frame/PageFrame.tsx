import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

type PageFrameProps = { titleKey: string; children?: ReactNode };

/** A page of the layout: its title in the app bar and as the page heading, then its content. */
export const PageFrame = ({ titleKey, children }: PageFrameProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
