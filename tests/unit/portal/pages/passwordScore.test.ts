import { describe, expect, it } from 'vitest';
import { PASSWORD_METER_MIN_LENGTH } from '../../../../src/contract/constants';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../../src/contract/schemas';
import { passwordScore, type PasswordCheckOptions } from '../../../../src/portal/components/passwordScore';

type Row = [password: string, options: PasswordCheckOptions, passed: number, total: number];

const rows: Row[] = [
  // Default checks: length, digit, special character.
  ['', {}, 0, 3],
  ['abc', {}, 0, 3],
  ['abcdefgh', {}, 1, 3],
  ['abc1', {}, 1, 3],
  ['abc!', {}, 1, 3],
  ['abcdefg1', {}, 2, 3],
  ['abcdefg!', {}, 2, 3],
  ['abc1!', {}, 2, 3],
  ['abcdef1!', {}, 3, 3],
  ['Demo-Passw0rd!', {}, 3, 3],
  // Seven characters is one short of the minimum.
  ['abcde1!', {}, 2, 3],
  // A space or a non-Latin letter is a special character, as for the server.
  ['pass word1', {}, 3, 3],
  ['pässword1', {}, 3, 3],
  // Upper- and lower-case checks are off unless asked for.
  ['abcdef1!', { upperCase: true }, 3, 4],
  ['Abcdef1!', { upperCase: true }, 4, 4],
  ['ABCDEF1!', { lowerCase: true }, 3, 4],
  ['Abcdef1!', { upperCase: true, lowerCase: true }, 5, 5],
  ['abcdefgh', { upperCase: true, lowerCase: true }, 2, 5],
  // Checks can be turned off; length always counts.
  ['abcdefgh', { digit: false, special: false }, 1, 1],
  ['abc', { digit: false, special: false }, 0, 1],
  ['abcdefgh1', { special: false }, 2, 2],
  ['abc1!', { minLength: 4 }, 3, 3],
];

describe('passwordScore', () => {
  it.each(rows)('%j with %j passes %i of %i checks', (password, options, passed, total) => {
    const result = passwordScore(password, options);
    expect(result.passed).toBe(passed);
    expect(result.total).toBe(total);
    expect(result.score).toBeCloseTo(passed / total);
    expect(result.checks.filter((c) => c.passed)).toHaveLength(passed);
  });

  it('lists the checks in display order, length first', () => {
    expect(passwordScore('x').checks.map((c) => c.name)).toEqual(['length', 'digit', 'special']);
    expect(passwordScore('x', { upperCase: true, lowerCase: true }).checks.map((c) => c.name)).toEqual(['length', 'digit', 'special', 'upperCase', 'lowerCase']);
  });

  it('a full default score is exactly what the server accepts', () => {
    expect(PASSWORD_METER_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
    for (const password of ['abcdef1!', 'abcdefgh', 'abcdefg1', 'abcdefg!', 'abc1!', 'pass word1', '12345678!', 'Demo-Passw0rd!']) {
      expect(passwordScore(password).score === 1, password).toBe(passwordSchema.safeParse(password).success);
    }
  });
});
