import { PASSWORD_METER_CHECKS, PASSWORD_METER_MIN_LENGTH } from '../../contract/constants';

export type PasswordCheckName = 'length' | 'digit' | 'special' | 'upperCase' | 'lowerCase';

/** Which optional checks count; the length check always does. */
export type PasswordCheckOptions = { digit?: boolean; special?: boolean; upperCase?: boolean; lowerCase?: boolean; minLength?: number };

export type PasswordScore = {
  /** The active checks in display order, each with whether the password passes it. */
  checks: { name: PasswordCheckName; passed: boolean }[];
  passed: number;
  total: number;
  /** Share of passed checks, 0 to 1. */
  score: number;
};

type OptionalCheck = Exclude<PasswordCheckName, 'length'>;

// Digit and special character match the server's password rule (contract/schemas.ts) exactly, so a
// full meter with the default checks means the server accepts the password.
const TESTS: Record<OptionalCheck, RegExp> = {
  digit: /\d/,
  special: /[^A-Za-z0-9]/,
  upperCase: /\p{Lu}/u,
  lowerCase: /\p{Ll}/u,
};

const OPTIONAL_CHECKS: readonly OptionalCheck[] = ['digit', 'special', 'upperCase', 'lowerCase'];

/**
 * The password strength of document 1 section 5: minimum length 8; digit and special-character
 * checks on by default, upper- and lower-case off; the score is the share of satisfied checks.
 */
export const passwordScore = (password: string, options: PasswordCheckOptions = {}): PasswordScore => {
  const { minLength = PASSWORD_METER_MIN_LENGTH, ...chosen } = options;
  const checks = [
    { name: 'length' as PasswordCheckName, passed: password.length >= minLength },
    ...OPTIONAL_CHECKS.filter((name) => chosen[name] ?? PASSWORD_METER_CHECKS[name]).map((name) => ({ name, passed: TESTS[name].test(password) })),
  ];
  const passed = checks.filter((check) => check.passed).length;
  return { checks, passed, total: checks.length, score: passed / checks.length };
};
