import { describe, expect, it } from 'vitest';
import { parsePaymentShortcuts, parseWithdrawalShortcuts } from '../../../../src/portal/payments/queryShortcuts';

describe('parsePaymentShortcuts', () => {
  it.each([
    ['', { act: 'create' }],
    ['act=repeat&tx=12', { act: 'repeat', tx: 12 }],
    ['act=return&tx=5&amt=10.50&aid=3&tid=4', { act: 'return', tx: 5, amt: '10.50', aid: 3, tid: 4 }],
    ['act=delete', { act: 'create' }],
    ['tx=abc&aid=1e3&tid=-4&amt=ten', { act: 'create' }],
    ['tx=0&aid=2.5', { act: 'create' }],
  ])('%s', (query, expected) => {
    expect(parsePaymentShortcuts(query)).toEqual(expected);
  });
});

describe('parseWithdrawalShortcuts', () => {
  it.each([
    ['ag=9&rp=bcb&rp_acct=ACC-1&rp_cur=eur&fx=1', { act: 'create', ag: 9, rp: 'bcb', rp_acct: 'ACC-1', rp_cur: 'EUR', fx: true }],
    ['ag=x&rp=nowhere&rp_cur=12&fx=0', { act: 'create' }],
    ['act=repeat&tx=3&ag=4', { act: 'repeat', tx: 3, ag: 4 }],
  ])('%s', (query, expected) => {
    expect(parseWithdrawalShortcuts(new URLSearchParams(query))).toEqual(expected);
  });
});
