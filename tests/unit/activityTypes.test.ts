import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../src/contract/enums';
import de from '../../src/portal/i18n/de';
import en from '../../src/portal/i18n/en';
import es from '../../src/portal/i18n/es';
import fr from '../../src/portal/i18n/fr';
import ja from '../../src/portal/i18n/ja';
import { USER_ACTIVITY_TYPES } from '../../src/server/modules/dictionaries/referenceLists';

describe('activity types', () => {
  it('every type the server writes has a label in every language', () => {
    for (const [language, messages] of Object.entries({ en, es, de, fr, ja })) {
      const labels = (messages.app as unknown as { activity: { types: Record<string, string> } }).activity.types;
      for (const type of ACTIVITY_TYPES) expect(labels[type], `${language}: ${type}`).toMatch(/\S/);
      expect(Object.keys(labels).sort(), language).toEqual([...ACTIVITY_TYPES].sort());
    }
  });

  it('the dictionary names every type, once', () => {
    expect(USER_ACTIVITY_TYPES.map((t) => t.id)).toEqual([...ACTIVITY_TYPES]);
    for (const t of USER_ACTIVITY_TYPES) expect(t.name).toMatch(/\S/);
  });
});
