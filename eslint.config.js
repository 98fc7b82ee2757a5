// ESLint for the portal (and the contract it shares with the server). The server's layering and the
// import graph of the whole of src are checked by dependency-cruiser (.dependency-cruiser.cjs).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**', 'src/server/**', 'tests/**', 'scripts/**'] },
  {
    files: ['src/portal/**/*.{ts,tsx}', 'src/contract/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Turned on (as an error) with the data-path work of issue 36, once its 11 findings are mended.
      'react-hooks/exhaustive-deps': 'off',
    },
  },
);
