import type { TranslateFunction } from 'react-admin';
import type { PaymentTemplate } from '../../contract/templates';
import { formatMoney } from '../money/formatMoney';

/** A template's amount as money, or what happens without one (the person types it). */
export const templateAmount = (t: PaymentTemplate, locale: string, translate: TranslateFunction): string =>
  t.amount === null ? translate('app.templates.no_amount', { currency: t.currency }) : formatMoney(t.amount, t.currency, locale);

/** The payment form a template fills, in words. */
export const templateKind = (t: Pick<PaymentTemplate, 'kind'>, translate: TranslateFunction): string => translate(`app.templates.kinds.${t.kind}`);
