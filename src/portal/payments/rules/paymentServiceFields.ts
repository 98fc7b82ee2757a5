import type { BeforeChange, FormState } from '../engine/types';
import { blank } from '../engine/types';
import { accountOf, type PaymentContext } from './context';

const FREE_MARKET_FIELDS = ['free_market_sector_id', 'free_market_industry_id', 'free_market_payment_purpose_id'] as const;

/** Free-market fields only for a free-market account, the BCB purpose code only for a BCB account. */
export const paymentServiceFields: BeforeChange<Pick<PaymentContext, 'accounts'>> = {
  name: 'paymentServiceFields',
  priority: 20,
  run: (next, _prev, context) => {
    const service = accountOf(context.accounts, next.bank_account_id)?.payment_service ?? null;
    const patch: FormState = {};
    if (service !== 'free_market') for (const f of FREE_MARKET_FIELDS) if (!blank(next[f])) patch[f] = '';
    if (service !== 'bcb' && !blank(next.bcb_purpose_code)) patch.bcb_purpose_code = '';
    return Object.keys(patch).length > 0 ? patch : null;
  },
};
