import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import PendingIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { PASSWORD_METER_MIN_LENGTH } from '../../contract/constants';
import { passwordScore, type PasswordCheckOptions } from './passwordScore';

type PasswordStrengthMeterProps = PasswordCheckOptions & { password: string };

type Level = 'weak' | 'medium' | 'strong';

const levelOf = (score: number): Level => (score >= 1 ? 'strong' : score >= 0.5 ? 'medium' : 'weak');

const COLORS: Record<Level, string> = { weak: 'error.main', medium: 'warning.main', strong: 'success.main' };

/**
 * The password strength meter (document 1, section 5): one bar per active check, the satisfied
 * share highlighted, and the list of checks so the reader knows what is still missing.
 */
export const PasswordStrengthMeter = ({ password, ...options }: PasswordStrengthMeterProps) => {
  const translate = useTranslate();
  const { checks, passed, total, score } = passwordScore(password, options);
  const level = levelOf(score);
  const levelText = translate(`app.pages.password_meter.${level}`);
  const minLength = options.minLength ?? PASSWORD_METER_MIN_LENGTH;
  return (
    <Box sx={{ mt: -0.5, mb: 2 }}>
      <Box
        role="meter"
        aria-label={translate('app.pages.password_meter.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(score * 100)}
        aria-valuetext={translate('app.pages.password_meter.value', { level: levelText, passed, total })}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {checks.map((check, index) => (
          <Box
            key={check.name}
            data-highlighted={index < passed}
            sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: index < passed ? COLORS[level] : 'action.disabledBackground', transition: 'background-color 0.2s' }}
          />
        ))}
      </Box>
      {password !== '' ? (
        <Typography variant="caption" component="div" sx={{ color: COLORS[level], mt: 0.5 }}>
          {levelText}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {checks.map((check) => (
          <Box
            component="li"
            key={check.name}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: check.passed ? 'success.main' : 'text.secondary', typography: 'caption' }}
          >
            {check.passed ? <CheckIcon fontSize="inherit" aria-hidden /> : <PendingIcon fontSize="inherit" aria-hidden />}
            <span>{translate(`app.pages.password_meter.checks.${check.name}`, { count: minLength })}</span>
            <Box component="span" sx={visuallyHidden}>
              {translate(check.passed ? 'app.pages.password_meter.passed' : 'app.pages.password_meter.missing')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
