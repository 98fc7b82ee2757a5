import { describe, expect, it } from 'vitest';
import { KONTOR_BANK } from '../../src/server/db/seed/accounts';
import { COUNTRIES, type BeneficiaryCountry } from '../../src/server/db/seed/catalog';
import { makeIban, ribKey, spanishControl } from '../../src/server/db/seed/iban';
import { BANKS } from '../../src/server/modules/externals/bankData';
import { bic11, directorySize, findBankByBic, findBankByCode, findBankByIban } from '../../src/server/modules/externals/bankDirectory';
import { isIsoCountry, sameBankingArea } from '../../src/server/modules/externals/countries';
import { checkIban, formatIban, IBAN_LENGTHS } from '../../src/server/modules/externals/ibanRegistry';

/** An IBAN of the bank built the way the demo seed builds them (beneficiaries.ts accountFor). */
const seedStyleIban = (country: BeneficiaryCountry, code: string): string | null => {
  switch (country) {
    case 'DE': return makeIban('DE', `${code}0532013000`);
    case 'FR': return makeIban('FR', `${code}0123400012345678${ribKey(code, '01234', '00012345678')}`);
    case 'NL': return makeIban('NL', `${code}0417164300`);
    case 'ES': return makeIban('ES', `${code}0418${spanishControl(code, '0418', '0123456789')}0123456789`);
    case 'IT': return makeIban('IT', `X${code}11101000000123456`);
    case 'AT': return makeIban('AT', `${code}00234573201`);
    default: return null;
  }
};

describe('bank directory', () => {
  it('holds 80 to 150 banks across the fourteen countries, every one with a valid BIC of its country', () => {
    const { banks, countries } = directorySize();
    expect(banks).toBeGreaterThanOrEqual(80);
    expect(banks).toBeLessThanOrEqual(150);
    expect(countries).toBe(14);
    const perCountry = new Set(BANKS.map((b) => b.country));
    for (const c of ['DE', 'FR', 'NL', 'ES', 'IT', 'AT', 'BE', 'CH', 'GB', 'IE', 'PL', 'US', 'JP', 'IL']) expect(perCountry.has(c)).toBe(true);
    for (const b of BANKS) {
      expect(b.bic).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}[A-Z0-9]{3}$/);
      expect(b.bic.slice(4, 6)).toBe(b.country);
      expect(b.name && b.address && b.city && b.zip).toBeTruthy();
      // IBAN countries name the bank code used inside their IBANs.
      if (IBAN_LENGTHS[b.country] !== undefined) expect(b.bankCode, b.bic).toBeDefined();
    }
  });

  it('resolves every bank of the demo seed by BIC, and by IBAN in the IBAN countries', () => {
    let ibans = 0;
    for (const [country, data] of Object.entries(COUNTRIES) as [BeneficiaryCountry, (typeof COUNTRIES)[BeneficiaryCountry]][]) {
      for (const bank of data.banks) {
        const byBic = findBankByBic(bank.bic);
        expect(byBic?.name, bank.bic).toBe(bank.name);
        expect(byBic?.country).toBe(country);
        const iban = seedStyleIban(country, bank.code);
        if (iban) {
          ibans += 1;
          expect(checkIban(iban).ok, iban).toBe(true);
          expect(findBankByIban(iban)?.bic, iban).toBe(bank.bic);
        }
      }
    }
    expect(ibans).toBe(17);
  });

  it('resolves the accounts of Kontor itself (EUR by Bankleitzahl, GBP by the KTOR bank code)', () => {
    expect(findBankByIban(makeIban('DE', `${KONTOR_BANK.blz}5000000042`))?.name).toBe('Kontor Bank AG');
    expect(findBankByBic(KONTOR_BANK.bic)?.name).toBe('Kontor Bank AG');
    const gb = makeIban('GB', `${KONTOR_BANK.gbBank}${KONTOR_BANK.gbSortCode}60000042`);
    expect(findBankByIban(gb)?.name).toBe('Kontor Bank AG, London Branch');
  });

  it('finds a BIC by 8 or 11 characters; an unknown branch gets its head office; unknown institutions nothing', () => {
    expect(findBankByBic('DEUTDEFF')?.bic).toBe('DEUTDEFFXXX');
    expect(findBankByBic('deut deff xxx')?.bic).toBe('DEUTDEFFXXX');
    expect(findBankByBic('DEUTDEFF500')?.bic).toBe('DEUTDEFFXXX');
    expect(findBankByBic('PSSTFRPP')?.bic).toBe('PSSTFRPPPAR');
    expect(findBankByBic('ZZZZDEFFXXX')).toBeUndefined();
    expect(findBankByBic('NOTABIC')).toBeUndefined();
    expect(bic11('COBADEFF')).toBe('COBADEFFXXX');
    expect(findBankByCode('nl', 'abna')?.bic).toBe('ABNANL2AXXX');
    expect(findBankByCode('US', '0001')).toBeUndefined();
  });

  it('maps IBANs of the other directory countries to their bank', () => {
    expect(findBankByIban('BE68 5390 0754 7034')).toBeUndefined(); // bank 539 is not in the directory
    expect(findBankByIban(makeIban('BE', '735012345678'))?.name).toBe('KBC Bank');
    expect(findBankByIban(makeIban('CH', '00230000123456789'))?.name).toBe('UBS Switzerland');
    expect(findBankByIban('GB29 NWBK 6016 1331 9268 19')?.name).toBe('NatWest');
    expect(findBankByIban(makeIban('IE', 'AIBK93115212345678'))?.name).toBe('AIB – Allied Irish Banks');
    expect(findBankByIban(makeIban('PL', '109010140000071219812874'))?.name).toBe('Santander Bank Polska');
    expect(findBankByIban(makeIban('IL', '0120800000099999999'))?.name).toBe('Bank Hapoalim');
  });
});

describe('IBAN registry check', () => {
  it('accepts a valid IBAN with spaces and lower case, and gives its bank code', () => {
    const r = checkIban('de89 3704 0044 0532 0130 00');
    expect(r).toEqual({ ok: true, iban: 'DE89370400440532013000', country: 'DE', bankCode: '37040044', sortCode: null });
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('gives the sort code of a UK IBAN', () => {
    expect(checkIban('GB29NWBK60161331926819')).toMatchObject({ ok: true, bankCode: 'NWBK', sortCode: '601613' });
  });

  it('refuses wrong check digits, wrong length for the country, unknown countries and bad shapes', () => {
    expect(checkIban('DE89370400440532013001')).toEqual({ ok: false, message: 'The IBAN check digits are invalid.' });
    expect(checkIban('DE8937040044053201300')).toEqual({ ok: false, message: 'An IBAN of DE must have 22 characters.' });
    expect(checkIban('US12345678901234567890')).toEqual({ ok: false, message: 'The IBAN country code is not valid.' });
    expect(checkIban('1234')).toEqual({ ok: false, message: 'The IBAN format is invalid.' });
    expect(checkIban('')).toEqual({ ok: false, message: 'The IBAN format is invalid.' });
  });
});

describe('countries', () => {
  it('knows ISO codes and banking areas', () => {
    expect(isIsoCountry('de')).toBe(true);
    expect(isIsoCountry('XK')).toBe(true);
    expect(isIsoCountry('XX')).toBe(false);
    expect(isIsoCountry('UK')).toBe(false);
    expect(sameBankingArea('JE', 'GB')).toBe(true);
    expect(sameBankingArea('RE', 'FR')).toBe(true);
    expect(sameBankingArea('DE', 'AT')).toBe(false);
  });
});
