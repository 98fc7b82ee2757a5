import { z } from 'zod';
import { PAYMENT_FORMS, TRANSFER_SERVICES } from '../enums';
import { defineCalls } from '../http';
import { amountSchema, blankable, flagSchema, idInput, idParams, pageQuery, refMessageSchema, textSchema } from '../schemas';
import { WITHDRAWAL_PAYEE_FIELDS, withdrawalRules, withdrawalShape } from './forms';

const payeeShape = Object.fromEntries(WITHDRAWAL_PAYEE_FIELDS.map((f) => [f, withdrawalShape[f].optional()])) as {
  [F in (typeof WITHDRAWAL_PAYEE_FIELDS)[number]]: z.ZodOptional<(typeof withdrawalShape)[F]>;
};

const templateName = textSchema(100, 1);
const templateAmount = blankable(amountSchema());
const templateReference = blankable(refMessageSchema);

/**
 * A template saved from a payment form: its name and kind, the source account, the destination account
 * (between own accounts) or the withdrawal's payee and routing, an optional amount and the reference.
 * A withdrawal's payee follows the payment's own rules (required by transfer service and legal type).
 */
export const paymentTemplateBody = z
  .object({
    name: templateName,
    kind: z.enum(PAYMENT_FORMS, { error: 'The selected kind is invalid.' }),
    bank_account_id: idInput,
    to_account_id: blankable(idInput),
    amount: templateAmount,
    reference: templateReference,
    ...payeeShape,
    transfer_service: z.enum(TRANSFER_SERVICES, { error: 'The selected transfer service is invalid.' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'withdrawal') {
      if (v.transfer_service === undefined) ctx.addIssue({ code: 'custom', path: ['transfer_service'], message: 'The transfer service field is required.' });
      else withdrawalRules({ ...v, transfer_service: v.transfer_service }, ctx);
      return;
    }
    if (v.to_account_id === undefined) ctx.addIssue({ code: 'custom', path: ['to_account_id'], message: 'The to account id field is required.' });
    else if (v.to_account_id === v.bank_account_id) ctx.addIssue({ code: 'custom', path: ['to_account_id'], message: 'The destination account must be different from the source account.' });
  });

/** What a template's edit page changes: its name, amount and reference (the payee stays; a new one is saved from a payment). */
export const paymentTemplateUpdateBody = z.object({ name: templateName, amount: templateAmount, reference: templateReference });

/** A sent payment saved as a template: its name, and whether the amount is kept. */
export const paymentTemplateFromTransactionBody = z.object({ name: templateName, with_amount: flagSchema.default(true) });

/**
 * Issue 40, not in document 2: the company's payment templates. Managers save, rename and delete them
 * (no code: a template moves no money; the payment started from it is confirmed with its own code);
 * manager-reader reads them.
 */
export const managerTemplateCalls = defineCalls({
  'manager.paymentTemplates.list': {
    method: 'GET', path: 'manager/payment-templates', access: 'manager', tag: 'templates',
    summary: "The company's payment templates, by name (search: in the name, the payee and the reference)",
    query: pageQuery.extend({ search: blankable(textSchema(100)) }),
  },
  'manager.paymentTemplates.get': {
    method: 'GET', path: 'manager/payment-templates/{id}', access: 'manager', tag: 'templates', summary: 'One payment template', params: idParams,
  },
  'manager.paymentTemplates.create': {
    method: 'POST', path: 'manager/payment-templates', access: 'manager', tag: 'templates',
    summary: 'Save a payment form as a template (name, kind, bank_account_id, to_account_id or the withdrawal payee fields, optional amount and reference)',
    body: paymentTemplateBody, write: true,
  },
  'manager.paymentTemplates.fromTransaction': {
    method: 'POST', path: 'manager/payment-templates/from-transaction/{id}', access: 'manager', tag: 'templates',
    summary: "Save a payment of the company (a withdrawal, transfer, exchange or conversion) as a template: its accounts, payee, reference and, with with_amount, its amount",
    params: idParams, body: paymentTemplateFromTransactionBody, write: true,
  },
  'manager.paymentTemplates.update': {
    method: 'PUT', path: 'manager/payment-templates/{id}', access: 'manager', tag: 'templates',
    summary: "Rename a template, change or clear its amount and reference", params: idParams, body: paymentTemplateUpdateBody, write: true,
  },
  'manager.paymentTemplates.delete': {
    method: 'DELETE', path: 'manager/payment-templates/{id}', access: 'manager', tag: 'templates', summary: 'Delete a payment template', params: idParams, write: true,
  },
});
