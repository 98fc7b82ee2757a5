import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 8000);

export default defineConfig({
  plugins: [react()],
  // sheetjs-style (the import page's grid) assigns four undeclared globals, which throws in an ES
  // module (strict mode); they become properties of globalThis instead.
  define: { QUOTE: 'globalThis.QUOTE', _hashIndex: 'globalThis._hashIndex', _listIndex: 'globalThis._listIndex', style_builder: 'globalThis.style_builder' },
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
