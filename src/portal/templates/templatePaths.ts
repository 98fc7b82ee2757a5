import type { PaymentForm } from '../../contract/enums';

/** The payment templates (issue 40). */
export const TEMPLATES_PATH = '/manager/payment-templates';
export const templatePath = (id: number): string => `${TEMPLATES_PATH}/${id}`;

/** The payment form a template fills: the form reads the tpl query key and takes the template's values (as a repeat takes a transaction's). */
export const startPaymentPath = (t: { id: number; kind: PaymentForm }): string => `/manager/payments/${t.kind}/create?tpl=${t.id}`;
