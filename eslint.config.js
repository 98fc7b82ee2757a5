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
      // On since issue 36 mended its 12 findings: a value an effect reads but does not follow goes through useEffectEvent.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One data path (issue 36, docs/architecture.md): only src/portal/providers talks HTTP. Pages and
    // hooks read and write through the dataProvider (and its typed methods), never through the API
    // client or the old hand-made submit helpers; the build fails otherwise.
    files: ['src/portal/**/*.{ts,tsx}'],
    ignores: ['src/portal/providers/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: '(^|/)providers/(callApi|httpClient)$',
            message: 'Only src/portal/providers talks HTTP: read and write through the dataProvider (useDataProvider, useGetList/useGetOne, useCreate/useUpdate/useDelete, or a typed provider method).',
          },
          {
            regex: '(^|/)errors/(useKontorSubmit|submitWithReactions)$',
            message: 'Writes go through the dataProvider and its write wrapper (providers/writeReactions.ts): react-admin\'s save with errors/useRecordSave, useCreate/useUpdate/useDelete, or useMutation on a provider method.',
          },
        ],
      }],
    },
  },
);
