import { describe, expect, it } from 'vitest';
import { applyBeforeChange, MAX_ROUNDS } from '../../../../src/portal/payments/engine/applyBeforeChange';
import { createFormEngine } from '../../../../src/portal/payments/engine/createFormEngine';
import type { BeforeChange } from '../../../../src/portal/payments/engine/types';

const upper: BeforeChange<unknown> = { name: 'upper', priority: 10, run: (n) => (typeof n.a === 'string' && n.a !== n.a.toUpperCase() ? { a: n.a.toUpperCase() } : null) };
const copy: BeforeChange<unknown> = { name: 'copy', priority: 0, run: (n) => (n.b !== n.a ? { b: n.a } : null) };

describe('applyBeforeChange', () => {
  it('runs by priority and restarts after a change, so early listeners see later changes', () => {
    // copy (priority 0) runs first with 'x', upper changes a to 'X', the restart lets copy see 'X'.
    expect(applyBeforeChange([upper, copy], { a: 'x' }, {}, null)).toEqual({ a: 'X', b: 'X' });
  });
  it('stops an endless ping-pong after MAX_ROUNDS', () => {
    let calls = 0;
    const flip: BeforeChange<unknown> = { name: 'flip', priority: 0, run: (n) => (calls++, { v: !n.v }) };
    const out = applyBeforeChange([flip], { v: true }, {}, null);
    expect(calls).toBe(MAX_ROUNDS);
    expect(typeof out.v).toBe('boolean');
  });
});

describe('createFormEngine', () => {
  const make = (now = 1000) => createFormEngine<null, { id: number }>({ initial: { a: 'q' }, before: [upper], after: [], context: () => null, now: () => now });

  it('applies the listeners to the initial values and to changes', () => {
    const engine = make();
    expect(engine.get().values.a).toBe('Q');
    engine.change({ a: 'w' });
    expect(engine.get().values.a).toBe('W');
  });

  it('runs after-change listeners with the settled values', async () => {
    const seen: unknown[] = [];
    const engine = createFormEngine<null>({ initial: {}, before: [upper], after: [{ name: 'spy', run: (v) => void seen.push(v.a) }], context: () => null });
    engine.change({ a: 'e' });
    expect(seen).toEqual(['E']);
    engine.change({ a: 'E' });
    expect(seen).toEqual(['E']);
  });

  it('sets the submit flags, clears errors before, clears the flags after, ignores a second submit', async () => {
    const engine = make();
    engine.setErrors({ amount: 'old' });
    let release: (v: { created: { id: number } }) => void = () => undefined;
    const flags: boolean[] = [];
    const first = engine.submit(() => {
      flags.push(engine.get().loading, engine.get().submitted);
      return new Promise((r) => (release = r));
    });
    expect(engine.get().errors).toEqual({});
    let second = 0;
    await engine.submit(async () => (second++, undefined));
    expect(second).toBe(0);
    release({ created: { id: 7 } });
    await first;
    expect(flags).toEqual([true, true]);
    expect(engine.get()).toMatchObject({ loading: false, submitted: false, latest: { id: 7 }, created: [{ id: 7 }] });
    await engine.submit(async () => ({ created: { id: 8 } }));
    expect(engine.get().created.map((t) => t.id)).toEqual([7, 8]);
    expect(engine.get().latest).toEqual({ id: 8 });
  });

  it('keeps the server field errors and clears the flags after a failure', async () => {
    const engine = make();
    await engine.submit(async () => ({ errors: { amount: 'Too much' } }));
    expect(engine.get()).toMatchObject({ errors: { amount: 'Too much' }, loading: false, submitted: false });
    await expect(engine.submit(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(engine.get().submitted).toBe(false);
  });

  it('drops the server\'s message about a field changed while the answer was on its way, and keeps the others', async () => {
    const engine = make();
    engine.change({ b: 'old', c: 'same' });
    let answer: (errors: Record<string, string>) => void = () => undefined;
    const pending = engine.submit(() => new Promise((resolve) => (answer = (errors) => resolve({ errors }))));
    engine.change({ b: 'new' });
    answer({ b: 'The old value is wrong', c: 'Also wrong' });
    await pending;
    expect(engine.get().errors).toEqual({ c: 'Also wrong' });
  });

  it('pauses rate updates for 30 s after a submit', async () => {
    let now = 1000;
    const engine = createFormEngine<null>({ initial: {}, before: [], after: [], context: () => null, now: () => now });
    expect(engine.ratesPaused()).toBe(false);
    await engine.submit(async () => undefined);
    now += 29_999;
    expect(engine.ratesPaused()).toBe(true);
    now += 1;
    expect(engine.ratesPaused()).toBe(false);
  });
});
