import { describe, expect, it } from 'vitest';
import { PORTAL_SERVICE_PROVIDERS } from '../../../../src/contract/enums';
import de from '../../../../src/portal/i18n/de';
import en from '../../../../src/portal/i18n/en';
import { withdrawalPayee } from '../../../../src/portal/payments/paymentSummary';
import { portalServiceName } from '../../../../src/portal/i18n/portalServiceName';

type Tree = { [key: string]: string | Tree };

/** A translate over one language's messages, with polyglot's `_` fallback. */
const translateOver = (messages: object) => (key: string, options: Record<string, unknown> = {}) => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages as Tree);
  return typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
};

describe('portal services by name', () => {
  it('every provider has a display name that is not its code', () => {
    const translate = translateOver(en);
    for (const service of PORTAL_SERVICE_PROVIDERS) {
      const name = portalServiceName(translate, service);
      expect(name, service).not.toBe(service);
      expect(name, service).not.toMatch(/_|^app\./);
    }
    expect(portalServiceName(translate, 'free_market')).toBe('Free Market');
  });

  it('leaves what is not a portal service as it is', () => {
    const translate = translateOver(en);
    expect(portalServiceName(translate, 'sepa')).toBe('sepa');
    expect(portalServiceName(translate, '')).toBe('');
  });

  it("names the portal account a withdrawal pays, in the two-factor prompt, by the provider's name", () => {
    expect(withdrawalPayee({ transfer_service: 'portal', portal_service: 'equals_money', portal_destination_account_id: 'EQ-1' }, translateOver(de))).toBe('Equals Money EQ-1');
    expect(withdrawalPayee({ transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Acme', customer_iban: 'DE89370400440532013000' }, translateOver(en))).toBe('Acme · DE89370400440532013000');
  });
});
