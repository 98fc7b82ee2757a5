import { describe, expect, it } from 'vitest';
// @ts-expect-error the shim is plain JavaScript (the build resolves jsonexport to it), without types
import jsonExport from '../../../../src/portal/shims/lazyJsonexport.mjs';
import viteConfig from '../../../../vite.config';

type Exporter = (data: unknown, ...rest: unknown[]) => void;
const exportCsv = (data: unknown, options?: Record<string, unknown>): Promise<string> =>
  new Promise((resolve, reject) => {
    const done = (err: Error | null, csv: string) => (err ? reject(err) : resolve(csv));
    if (options) (jsonExport as Exporter)(data, options, done);
    else (jsonExport as Exporter)(data, done);
  });

describe('react-admin default CSV exporter, loaded late (src/portal/shims/lazyJsonexport.mjs)', () => {
  it('the build resolves the library react-admin imports to the shim', () => {
    const config = viteConfig as { resolve?: { alias?: Record<string, string> } };
    expect(config.resolve?.alias?.['jsonexport/dist/index.js']).toMatch(/src\/portal\/shims\/lazyJsonexport\.mjs$/);
  });

  it('gives the CSV the library gives, called as react-admin calls it and with options', async () => {
    expect(await exportCsv([{ id: 1, name: 'Acme; "Ltd"' }, { id: 2, name: 'Beta' }])).toBe('id,name\n1,"Acme; ""Ltd"""\n2,Beta');
    expect(await exportCsv([{ id: 1, name: 'A' }], { rowDelimiter: ';' })).toBe('id;name\n1;A');
  });
});
