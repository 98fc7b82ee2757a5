// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings about
// 15 KB of ECMAScript-intrinsics code to the sign-in screen. Every browser the portal supports has
// Object.entries; the build resolves the package to this module instead (vite.config.ts).
module.exports = function entries(object) {
  return Object.entries(object);
};
