// react-admin's default CSV exporter (ra-core's defaultExporter) imports jsonexport, which put the
// library (3 KB compressed) into the first chunk of every list, the dashboard's too. Every portal list
// passes its own exporter (lists/ResourceList.tsx: spreadsheetExporter, or none), so the default never
// runs; should it ever run, the library is fetched then. The build resolves `jsonexport/dist/index.js`
// to this module (vite.config.ts); the relative path below is not that name, so it reaches the library.
export default function jsonExport(data, ...rest) {
  const callback = rest[rest.length - 1];
  import('../../../node_modules/jsonexport/dist/index.js').then(
    (m) => (m.default ?? m)(data, ...rest),
    (error) => callback(error),
  );
}
