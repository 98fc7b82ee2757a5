import { describe, expect, it } from 'vitest';
import { calls } from '../../../src/contract/calls';
import { callRoutes } from '../../../src/contract/callRoutes';
import { callRoutesSource } from '../../../scripts/callRoutes';
import fs from 'node:fs';

describe('callRoutes (the portal\'s method and path per call, without schemas)', () => {
  it('gives every call of the table its method and path, and nothing else', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, def] of Object.entries(calls)) expect(callRoutes[name as keyof typeof callRoutes], name).toEqual([def.method, def.path]);
  });

  it('is what `npm run contract:routes` writes (regenerate it after changing a call)', () => {
    expect(fs.readFileSync('src/contract/callRoutes.ts', 'utf8')).toBe(callRoutesSource());
  });
});
