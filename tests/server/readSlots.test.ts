import { describe, expect, it } from 'vitest';
import { Slots } from '../../src/server/slots';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('import read slots', () => {
  it('lets `size` holders in at once and the others in the order they asked', async () => {
    const slots = new Slots(2);
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const asks = [1, 2, 3, 4].map((n) => slots.acquire().then((release) => { order.push(n); releases.push(release); }));
    await tick();
    expect(order).toEqual([1, 2]);
    expect(slots.state).toEqual({ holders: 2, waiting: 2 });
    releases[0]?.();
    releases[0]?.(); // a second call gives nothing back twice
    await tick();
    expect(order).toEqual([1, 2, 3]);
    expect(slots.state).toEqual({ holders: 2, waiting: 1 });
    releases[1]?.();
    await tick();
    expect(order).toEqual([1, 2, 3, 4]);
    releases[2]?.();
    releases[3]?.();
    await Promise.all(asks);
    expect(slots.state).toEqual({ holders: 0, waiting: 0 });
  });

  it('gives the slot back when the work fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(async () => { throw new Error('broken file'); })).rejects.toThrow('broken file');
    expect(slots.state).toEqual({ holders: 0, waiting: 0 });
    expect(await slots.run(async () => 42)).toBe(42);
  });

  it('refuses a size below one', () => {
    expect(() => new Slots(0)).toThrow();
  });
});
