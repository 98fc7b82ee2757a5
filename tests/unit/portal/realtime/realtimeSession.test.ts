import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { realtimeIdentity } from '../../../../src/portal/realtime/realtimeIdentity';
import { replaceInListCache } from '../../../../src/portal/realtime/replaceInListCache';
import { acme, makeToken, makeUser } from '../shell/fixtures';

afterEach(() => localStorage.clear());

describe('realtime identity of the stored session', () => {
  it('gives the company channel (without the private- prefix laravel-echo adds) to managers whose data loads', () => {
    writeSession(makeToken(), makeUser('manager'));
    expect(realtimeIdentity()).toEqual({ key: 'user:10:1', companyChannel: 'company.1' });
    writeSession(makeToken(), makeUser('manager-reader', { id: 11 }));
    expect(realtimeIdentity()).toEqual({ key: 'user:11:1', companyChannel: 'company.1' });
  });

  it('gives no company channel without two-factor, to a disabled company or to admins; guest when signed out or expired', () => {
    writeSession(makeToken(), makeUser('manager', { two_factor_auth: { google: false } }));
    expect(realtimeIdentity().companyChannel).toBeNull();
    writeSession(makeToken(), makeUser('manager', { two_factor_auth: { google: false }, company: acme({ legal_type: 'individual' }) }));
    expect(realtimeIdentity().companyChannel).toBe('company.1');
    writeSession(makeToken(), makeUser('manager', { company: acme({ enabled: false }) }));
    expect(realtimeIdentity().companyChannel).toBeNull();
    writeSession(makeToken(), makeUser('admin'));
    expect(realtimeIdentity()).toEqual({ key: 'user:10:0', companyChannel: null });
    writeSession(makeToken('a', -5), makeUser('manager'));
    expect(realtimeIdentity()).toEqual({ key: 'guest', companyChannel: null });
    localStorage.clear();
    expect(realtimeIdentity()).toEqual({ key: 'guest', companyChannel: null });
  });
});

describe('replaceInListCache', () => {
  it('replaces a record in place in every cached list of the resource and says whether it found one', () => {
    const client = new QueryClient();
    const page1 = ['reports', 'getList', { pagination: { page: 1 } }];
    const page2 = ['reports', 'getList', { pagination: { page: 2 } }];
    client.setQueryData(page1, { data: [{ id: 1, status: 'QUEUE' }, { id: 2, status: 'DONE' }], total: 3 });
    client.setQueryData(page2, { data: [{ id: 3, status: 'DONE' }], total: 3 });
    client.setQueryData(['imports', 'getList', {}], { data: [{ id: 1, status: 'QUEUE' }], total: 1 });
    expect(replaceInListCache(client, 'reports', { id: 1, status: 'DONE' })).toBe(true);
    expect(client.getQueryData(page1)).toEqual({ data: [{ id: 1, status: 'DONE' }, { id: 2, status: 'DONE' }], total: 3 });
    expect(client.getQueryData(page2)).toEqual({ data: [{ id: 3, status: 'DONE' }], total: 3 });
    expect(client.getQueryData(['imports', 'getList', {}])).toEqual({ data: [{ id: 1, status: 'QUEUE' }], total: 1 });
    expect(replaceInListCache(client, 'reports', { id: 9, status: 'QUEUE' })).toBe(false);
  });
});
