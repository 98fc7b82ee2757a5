import { Box } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** The sandboxes the server names in the page (meta kontor-sandbox, on an installation run on sandboxes on purpose: KONTOR_SANDBOX=1). */
export const pageSandboxes = (doc: Document = document): string[] =>
  (doc.querySelector('meta[name="kontor-sandbox"]')?.getAttribute('content') ?? '').split(/\s+/).filter((name) => /^[a-z_]{1,40}$/.test(name));

/**
 * Every page of a sandbox installation says so (issue 38): a strip that stays at the foot of the screen
 * while the page scrolls and takes its own room at the page's end, so it never hides the last control.
 * Its colours are the same in every theme: it must not blend into a brand.
 */
export const SandboxBanner = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [names] = useState(() => pageSandboxes());
  if (names.length === 0) return null;
  const parts = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names.map((name) => translate(`app.sandbox.parts.${name}`, { _: name })));
  return (
    <Box
      component="aside"
      aria-label={translate('app.sandbox.title')}
      data-testid="sandbox-banner"
      sx={{ position: 'sticky', bottom: 0, zIndex: 1200, px: 2, py: 0.75, bgcolor: '#ffe082', color: '#1a1a1a', borderTop: '2px solid #1a1a1a', typography: 'body2', textAlign: 'center', overflowWrap: 'anywhere' }}
    >
      <Box component="strong" sx={{ mr: 1, textTransform: 'uppercase', letterSpacing: 1 }}>{translate('app.sandbox.title')}</Box>
      {translate('app.sandbox.text', { parts })}
    </Box>
  );
};
