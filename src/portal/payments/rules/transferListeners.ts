import type { AfterChange, BeforeChange } from '../engine/types';
import type { TransferContext } from './context';
import { makeGrandTotal } from './grandTotal';
import { originalTransaction, paymentTemplate } from './originalTransaction';
import { defaultDestination, destinationAllowed } from './transferDestination';

/** Transfer, exchange and convert between own accounts (document 1 section 4 "Transfer and exchange"). */
export const transferBefore: BeforeChange<TransferContext>[] = [destinationAllowed, defaultDestination];

const FIELDS = ['bank_account_id', 'amount', 'to_account_id'];

/** A fresh set per form (the grand total keeps its own request sequence). */
export const transferAfter = (): AfterChange<TransferContext>[] => [makeGrandTotal(FIELDS, FIELDS), originalTransaction, paymentTemplate];
