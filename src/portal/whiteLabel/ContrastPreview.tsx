import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { contrastGrade, contrastRatio, HEX_COLOR, textColorOn } from './whiteLabelForm';

const PAGE_BACKGROUND = '#ffffff';

const Swatch = ({ color, label }: { color: string; label: string }) => {
  const translate = useTranslate();
  const text = textColorOn(color);
  // Links, headings and outlined controls put the colour itself on the (light) page.
  const ratio = contrastRatio(color, PAGE_BACKGROUND) ?? 1;
  const grade = contrastGrade(ratio);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ bgcolor: color, color: text, px: 3, py: 1.5, borderRadius: 1, minWidth: 180, fontWeight: 600 }}>{label}</Box>
      <Chip
        size="small"
        color={grade === 'aa' ? 'success' : grade === 'aa_large' ? 'warning' : 'error'}
        label={translate(`app.white_label.contrast.${grade}`, { ratio: ratio.toFixed(1) })}
      />
    </Stack>
  );
};

/** How buttons would look in the chosen colours (with the text colour that reads best on them), and the WCAG contrast of each colour as text on a light page. */
export const ContrastPreview = () => {
  const translate = useTranslate();
  const [primary, secondary] = useWatch({ name: ['primary_color', 'secondary_color'] }) as [unknown, unknown];
  const valid = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);
  return (
    <Box sx={{ mb: 2 }} aria-live="polite">
      <Typography variant="subtitle2" gutterBottom>{translate('app.white_label.contrast.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {valid(primary) ? <Swatch color={primary} label={translate('app.white_label.contrast.primary_sample')} /> : null}
        {valid(secondary) ? <Swatch color={secondary} label={translate('app.white_label.contrast.secondary_sample')} /> : null}
      </Stack>
    </Box>
  );
};
