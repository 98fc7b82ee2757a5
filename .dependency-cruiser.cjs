/** The import graph of src: which way imports may run (npm run lint:imports, part of npm test). */
module.exports = {
  forbidden: [],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
