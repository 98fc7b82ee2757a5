import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';
import { BrandLogo } from '../branding';

type AuthLayoutProps = { title: string; children: ReactNode };

/** The frame of the visitor pages: brand, title, language and colour scheme switches. */
export const AuthLayout = ({ title, children }: AuthLayoutProps) => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Stack direction="row" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
        <ToggleThemeButton />
      </Stack>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <BrandLogo height={48} />
            <Typography variant="body2" color="text.secondary">
              {translate('app.tagline')}
            </Typography>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
