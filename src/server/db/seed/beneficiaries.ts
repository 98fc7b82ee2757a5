import type { Insertable } from 'kysely';
import type { TransactionAgentsTable } from '../schemaDomain';
import type { IdAllocator } from './batch';
import { type Bank, type BeneficiaryCountry, COUNTRIES } from './catalog';
import type { CompanyIds } from './companies';
import type { CompanyKey } from './constants';
import { makeIban, ribKey, spanishControl } from './iban';
import type { Rng } from './prng';

/** How a beneficiary is paid: decides transfer service and protocol of withdrawals to it. */
export type AgentKind = 'sepa' | 'uk' | 'swift' | 'israel';

export type AgentInfo = {
  id: number;
  company: CompanyKey;
  kind: AgentKind;
  country: BeneficiaryCountry;
  name: string;
  deleted: boolean;
  /** The customer_* and bank_* fields of the withdrawal form for this beneficiary. */
  form: Record<string, string | number | null>;
};

const PLAN: Record<CompanyKey, readonly BeneficiaryCountry[]> = {
  acme: ['DE', 'DE', 'DE', 'DE', 'FR', 'FR', 'FR', 'NL', 'NL', 'NL', 'ES', 'ES', 'IT', 'IT', 'AT', 'AT', 'GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'US', 'US', 'US', 'JP', 'JP', 'IL', 'IL', 'IL'],
  nordlicht: ['DE', 'DE', 'NL', 'FR', 'US', 'IL'],
  brightwave: ['GB', 'GB', 'GB', 'FR', 'DE'],
  jane: ['DE', 'AT', 'GB'],
  pending: ['DE', 'ES'],
};

const kindOf = (country: BeneficiaryCountry): AgentKind =>
  country === 'GB' ? 'uk' : country === 'US' || country === 'JP' ? 'swift' : country === 'IL' ? 'israel' : 'sepa';

const num = (rng: Rng, width: number): string => Array.from({ length: width }, () => String(rng.int(0, 9))).join('');

/** National account data → IBAN (SEPA) or local account fields. */
const accountFor = (rng: Rng, country: BeneficiaryCountry, bank: Bank): { iban: string | null; bank_account: string | null; sort_code: string | null } => {
  switch (country) {
    case 'DE': return { iban: makeIban('DE', `${bank.code}${num(rng, 10)}`), bank_account: null, sort_code: null };
    case 'FR': {
      const branch = num(rng, 5);
      const account = num(rng, 11);
      return { iban: makeIban('FR', `${bank.code}${branch}${account}${ribKey(bank.code, branch, account)}`), bank_account: null, sort_code: null };
    }
    case 'NL': return { iban: makeIban('NL', `${bank.code}${num(rng, 10)}`), bank_account: null, sort_code: null };
    case 'ES': {
      const branch = num(rng, 4);
      const account = num(rng, 10);
      return { iban: makeIban('ES', `${bank.code}${branch}${spanishControl(bank.code, branch, account)}${account}`), bank_account: null, sort_code: null };
    }
    case 'IT': return { iban: makeIban('IT', `${String.fromCharCode(65 + rng.int(0, 25))}${bank.code}${num(rng, 5)}${num(rng, 12)}`), bank_account: null, sort_code: null };
    case 'AT': return { iban: makeIban('AT', `${bank.code}${num(rng, 11)}`), bank_account: null, sort_code: null };
    case 'GB': return { iban: null, bank_account: num(rng, 8), sort_code: bank.code };
    case 'US': return { iban: null, bank_account: `${rng.int(1, 9)}${num(rng, 11)}`, sort_code: null };
    case 'JP': return { iban: null, bank_account: `${bank.code}${num(rng, 3)}${num(rng, 7)}`, sort_code: null };
    case 'IL': return { iban: null, bank_account: `${bank.code}${num(rng, 3)}${num(rng, 6)}`, sort_code: null };
  }
};

export const buildBeneficiaries = (ids: IdAllocator, companyIds: CompanyIds, rng: Rng, clockIso: (daysAgo: number) => string): { rows: Insertable<TransactionAgentsTable>[]; agents: AgentInfo[] } => {
  const rows: Insertable<TransactionAgentsTable>[] = [];
  const agents: AgentInfo[] = [];
  const used = new Map<BeneficiaryCountry, number>();
  for (const company of Object.keys(PLAN) as CompanyKey[]) {
    PLAN[company].forEach((country, index) => {
      const data = COUNTRIES[country];
      const n = used.get(country) ?? 0;
      used.set(country, n + 1);
      const individual = rng.chance(30);
      const person = data.people[n % data.people.length] ?? ['Alex', 'Meyer'];
      const companyName = individual ? null : (data.companies[n % data.companies.length] ?? 'Unnamed Ltd');
      const name = companyName ?? `${person[0]} ${person[1]}`;
      const bank = rng.pick(data.banks);
      const place = rng.pick(data.places);
      const street = rng.pick(place.streets);
      const buildingNumber = String(rng.int(1, 180));
      const buildingName = !individual && rng.chance(20) ? `${place.city} Business Centre` : null;
      const account = accountFor(rng, country, bank);
      const sector = company === 'acme' && !individual ? rng.int(1, 6) : null;
      const id = ids.next('transaction_agents');
      const created = clockIso(380 - index * 3);
      // One of Acme's beneficiaries was removed later: it stays for the history of its payments.
      const deleted = company === 'acme' && index === PLAN.acme.length - 1;
      rows.push({
        id,
        company_id: companyIds[company],
        legal_type: individual ? 'individual' : 'company',
        company_name: companyName,
        first_name: individual ? person[0] : null,
        last_name: individual ? person[1] : null,
        iban: account.iban,
        bank_account: account.bank_account,
        sort_code: account.sort_code,
        country,
        city: place.city,
        street,
        building_number: buildingNumber,
        building_name: buildingName,
        zip_code: place.zip,
        free_market_sector_id: sector,
        free_market_industry_id: sector === null ? null : sector * 100 + rng.int(1, 5),
        bank_swift: bank.bic,
        bank_name: bank.name,
        bank_country: country,
        bank_city: bank.city,
        bank_address: bank.address,
        created_at: created,
        updated_at: created,
        deleted_at: deleted ? clockIso(20) : null,
      });
      agents.push({
        id,
        company,
        kind: kindOf(country),
        country,
        name,
        deleted,
        form: {
          customer_legal_type: individual ? 'individual' : 'company',
          customer_iban: account.iban,
          customer_account: account.bank_account,
          customer_sort_code: account.sort_code,
          customer_first_name: individual ? person[0] : null,
          customer_last_name: individual ? person[1] : null,
          customer_name: companyName,
          customer_street: street,
          customer_building_number: buildingNumber,
          customer_building_name: buildingName,
          customer_post_code: place.zip,
          customer_address: `${street} ${buildingNumber}`,
          customer_city: place.city,
          customer_country: country,
          bank_swift: bank.bic,
          bank_name: bank.name,
          bank_address: bank.address,
          bank_city: bank.city,
          bank_country: country,
          free_market_sector_id: sector,
        },
      });
    });
  }
  return { rows, agents };
};

