import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 8000);

/**
 * Brotli and gzip copies of every text asset next to it (name.js.br, name.js.gz): the server sends
 * the one the browser accepts (@fastify/static preCompressed), so nobody compresses per request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'kontor-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (/\.(js|css|html|svg|json|txt)$/.test(entry.name) && fs.statSync(full).size >= 1024) files.push(full);
        }
      };
      walk(outDir);
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          // Brotli's best (quality 11): about 2 % smaller than 10, paid once per build, never per request.
          const brotli = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
          await fs.promises.writeFile(`${file}.br`, brotli);
          await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
};

export default defineConfig({
  plugins: [react(), precompress()],
  // sheetjs-style (the import page's grid) assigns four undeclared globals, which throws in an ES
  // module (strict mode); they become properties of globalThis instead.
  define: { QUOTE: 'globalThis.QUOTE', _hashIndex: 'globalThis._hashIndex', _listIndex: 'globalThis._listIndex', style_builder: 'globalThis.style_builder' },
  resolve: {
    // Browser-native replacements for polyfills that only old engines need, and a library loaded late (see each file).
    alias: {
      'object.entries': path.resolve(import.meta.dirname, 'src/portal/shims/objectEntries.cjs'),
      // Fetched only if react-admin's default CSV exporter runs (see the file).
      'jsonexport/dist/index.js': path.resolve(import.meta.dirname, 'src/portal/shims/lazyJsonexport.mjs'),
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/docs': `http://127.0.0.1:${apiPort}`,
      '/broadcasting': `http://127.0.0.1:${apiPort}`,
    },
  },
});
