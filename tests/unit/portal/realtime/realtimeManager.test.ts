import { describe, expect, it } from 'vitest';
import { createRealtimeManager } from '../../../../src/portal/realtime/realtimeManager';
import type { ChannelLike, EchoLike, RealtimeConfig, RealtimeIdentity } from '../../../../src/portal/realtime/types';

type Listener = (data: unknown) => void;

/** A fake laravel-echo: remembers channels, listeners and whether it was disconnected, and can emit. */
class FakeEcho implements EchoLike {
  disconnected = false;
  readonly listeners = new Map<string, Map<string, Set<Listener>>>();
  readonly joined: string[] = [];

  private channelOf(name: string): ChannelLike {
    if (!this.joined.includes(name)) this.joined.push(name);
    const events = this.listeners.get(name) ?? new Map<string, Set<Listener>>();
    this.listeners.set(name, events);
    return {
      listen: (event, cb) => events.set(event, (events.get(event) ?? new Set()).add(cb)),
      stopListening: (event, cb) => (cb ? events.get(event)?.delete(cb) : events.delete(event)),
    };
  }

  private = (name: string) => this.channelOf(`private-${name}`);
  channel = (name: string) => this.channelOf(name);
  disconnect = () => {
    this.disconnected = true;
  };

  emit(channel: string, event: string, data: unknown) {
    if (this.disconnected) return;
    for (const cb of this.listeners.get(channel)?.get(event) ?? []) cb(data);
  }
}

const CONFIG: RealtimeConfig = { enabled: true, key: 'kontor', host: null, port: 6001, tls: false, auth_endpoint: '/broadcasting/auth' };

const setup = (config: RealtimeConfig | null = CONFIG) => {
  const echoes: FakeEcho[] = [];
  let identity: RealtimeIdentity = { key: 'user:1:7', companyChannel: 'company.7' };
  const manager = createRealtimeManager({
    loadConfig: async () => config,
    createEcho: () => {
      const e = new FakeEcho();
      echoes.push(e);
      return e;
    },
    identity: () => identity,
  });
  return { manager, echoes, setIdentity: (i: RealtimeIdentity) => (identity = i) };
};

describe('realtime connection manager', () => {
  it('subscribes the private company channel and delivers events to every handler', async () => {
    const { manager, echoes } = setup();
    const got: unknown[] = [];
    manager.on('notification.created', (d) => got.push(['a', d]));
    await manager.sync();
    manager.on('notification.created', (d) => got.push(['b', d]));
    expect(echoes).toHaveLength(1);
    expect(echoes[0]?.joined).toEqual(['announce', 'private-company.7']);
    echoes[0]?.emit('private-company.7', '.notification.created', { id: 5 });
    expect(got).toEqual([['a', { id: 5 }], ['b', { id: 5 }]]);
  });

  it('does not reconnect while the person stays the same, and reconnects on logout and sign-in', async () => {
    const { manager, echoes, setIdentity } = setup();
    const got: unknown[] = [];
    manager.on('report.updated', (d) => got.push(d));
    await manager.sync();
    await manager.sync();
    expect(echoes).toHaveLength(1);

    setIdentity({ key: 'guest', companyChannel: null });
    await manager.sync();
    expect(echoes[0]?.disconnected).toBe(true);
    expect(echoes).toHaveLength(2);
    // After logout the public channel is joined again, the company channel is not.
    expect(echoes[1]?.joined).toEqual(['announce']);
    echoes[0]?.emit('private-company.7', '.report.updated', { id: 1 });
    expect(got).toEqual([]);

    setIdentity({ key: 'user:2:9', companyChannel: 'company.9' });
    await manager.sync();
    expect(echoes).toHaveLength(3);
    echoes[2]?.emit('private-company.9', '.report.updated', { id: 2 });
    expect(got).toEqual([{ id: 2 }]);
  });

  it('switches channels when acting as another user', async () => {
    const { manager, echoes, setIdentity } = setup();
    await manager.sync();
    setIdentity({ key: 'user:3:8', companyChannel: 'company.8' });
    manager.on('account.updated', () => undefined);
    await manager.sync();
    expect(echoes[0]?.disconnected).toBe(true);
    expect(echoes[1]?.joined).toContain('private-company.8');
    expect(manager.current()).toEqual({ key: 'user:3:8', companyChannel: 'company.8' });
  });

  it('routes auth_code to the public announce channel', async () => {
    const { manager, echoes, setIdentity } = setup();
    setIdentity({ key: 'guest', companyChannel: null });
    const got: unknown[] = [];
    manager.on('auth_code', (d) => got.push(d));
    await manager.sync();
    echoes[0]?.emit('announce', '.auth_code', { otp: '123456', identifier: 'x' });
    expect(got).toEqual([{ otp: '123456', identifier: 'x' }]);
  });

  it('stops delivering to a removed handler and keeps a failing handler from stopping the others', async () => {
    const { manager, echoes } = setup();
    const got: string[] = [];
    const off = manager.on('company.updated', () => got.push('first'));
    manager.on('company.updated', () => {
      throw new Error('boom');
    });
    manager.on('company.updated', () => got.push('third'));
    await manager.sync();
    const original = console.error;
    console.error = () => undefined;
    echoes[0]?.emit('private-company.7', '.company.updated', {});
    off();
    echoes[0]?.emit('private-company.7', '.company.updated', {});
    console.error = original;
    expect(got).toEqual(['first', 'third', 'third']);
  });

  it('is a no-op when the server has no realtime', async () => {
    for (const config of [null, { ...CONFIG, enabled: false }]) {
      const { manager, echoes } = setup(config);
      manager.on('notification.created', () => undefined);
      await manager.sync();
      expect(echoes).toHaveLength(0);
      expect(manager.current()).toBeNull();
    }
  });
});
