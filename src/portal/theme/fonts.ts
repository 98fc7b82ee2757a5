/** Font stacks of the brands: system fonts first, then the ones Linux desktops ship, with Japanese fallbacks last. */
const JAPANESE = '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP"';

export const FONT_STACKS = {
  systemSans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", ${JAPANESE}, sans-serif`,
  humanist: `"Avenir Next", Avenir, "Nunito Sans", "Segoe UI", Ubuntu, "DejaVu Sans", ${JAPANESE}, sans-serif`,
  serif: `Georgia, "Iowan Old Style", "Palatino Linotype", "Book Antiqua", Palatino, "Liberation Serif", "DejaVu Serif", "Hiragino Mincho ProN", "Yu Mincho", "Noto Serif CJK JP", serif`,
  grotesk: `"Helvetica Neue", Helvetica, Arial, "Liberation Sans", ${JAPANESE}, sans-serif`,
  condensed: `"Helvetica Neue", "Arial Narrow", "Liberation Sans Narrow", "Roboto Condensed", Arial, ${JAPANESE}, sans-serif`,
} as const;
