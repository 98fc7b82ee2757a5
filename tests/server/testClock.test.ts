import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { registerTestClock, workNow } from '../../src/server/jobs/testClock';
import { makeApp, type TestApp } from './harness';

describe('the test clock of due work (KONTOR_TEST_CLOCK)', () => {
  let clocked: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    clocked = await makeApp('sqlite', { KONTOR_TEST_CLOCK: '1' }, (app) => registerTestClock(app, () => undefined));
    plain = await makeApp('sqlite', {}, (app) => registerTestClock(app, () => undefined));
  });
  afterAll(async () => {
    await clocked.close();
    await plain.close();
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', KONTOR_TEST_CLOCK: '1' })).toThrow(/KONTOR_TEST_CLOCK/);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
  });

  it('moves only the clock of due work, and only where it is switched on', async () => {
    const before = clocked.clock.now.getTime();
    const moved = await clocked.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { offset_days: 3 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(workNow(clocked.app.kontor).getTime() - before).toBe(3 * 86_400_000);
    expect(clocked.app.kontor.now().getTime()).toBe(before);
    expect((await clocked.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { offset_days: -1 } })).statusCode).toBe(422);
    expect((await plain.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { offset_days: 3 } })).statusCode).toBe(404);
    expect(workNow(plain.app.kontor).getTime()).toBe(plain.clock.now.getTime());
  });
});
