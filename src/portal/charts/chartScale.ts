/**
 * The geometry of the portal's bar charts (BarChart.tsx): value ticks at round numbers and the bands of
 * the categories. Pure functions, so the arithmetic is tested without drawing.
 */

/**
 * A round step (1, 2 or 5 times a power of ten) that divides `span` into about `count` parts: the
 * nearest on a logarithmic scale (a raw step of 341 becomes 500, 280 becomes 200).
 */
export const niceStep = (span: number, count: number): number => {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const factor = fraction >= Math.sqrt(50) ? 10 : fraction >= Math.sqrt(10) ? 5 : fraction >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
};

/** Cuts the float noise of a multiplied step (0.30000000000000004 → 0.3). */
const clean = (value: number): number => Number(value.toPrecision(12));

export type ValueScale = { min: number; max: number; ticks: number[]; at: (value: number) => number };

/**
 * A linear scale from the values' domain (always holding 0, so bars start at the axis) onto
 * [`from`, `to`] pixels, with the domain widened to round ticks. Values all 0 get the domain 0–1;
 * whole numbers (counts) get whole ticks.
 */
export const valueScale = (values: readonly number[], count: number, from: number, to: number): ValueScale => {
  const finite = values.filter((v) => Number.isFinite(v));
  let low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = 1;
  const whole = finite.every((v) => Number.isInteger(v));
  const step = whole ? Math.max(1, niceStep(high - low, count)) : niceStep(high - low, count);
  low = clean(Math.floor(low / step) * step);
  high = clean(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let i = 0; clean(low + i * step) <= high; i += 1) ticks.push(clean(low + i * step));
  return { min: low, max: high, ticks, at: (value) => from + ((value - low) / (high - low)) * (to - from) };
};

export type Band = { start: number; size: number; center: number };

/**
 * `count` equal bands over [`from`, `to`], each with `gap` (a share of its step) left free around the
 * bars, as columns are usually drawn: the i-th band's bars start at `start` and fill `size`.
 */
export const bands = (count: number, from: number, to: number, gap = 0.2): Band[] => {
  const step = (to - from) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => {
    const start = from + i * step + (step * gap) / 2;
    const size = step * (1 - gap);
    return { start, size, center: start + size / 2 };
  });
};

/**
 * Which category labels fit side by side: every n-th, n so that no two labels (about `labelWidth`
 * pixels wide) overlap within bands `step` pixels apart, and at most `max` labels in all.
 */
export const labelEvery = (count: number, step: number, labelWidth: number, max = Infinity): number =>
  Math.max(1, Math.ceil((labelWidth + 8) / Math.max(1, step)), Math.ceil(count / Math.max(1, max)));

/** About how wide a text of `text.length` characters is at `fontSize` (no layout to measure in an SVG being drawn). */
export const textWidth = (text: string, fontSize: number): number => text.length * fontSize * 0.6;

/**
 * A label in at most two lines, the first filled with words up to about `width` pixels ('Previous
 * month' under a narrow column): the chart then labels every n-th column by the longer line.
 */
export const wrapText = (text: string, width: number, fontSize: number): string[] => {
  const words = text.split(' ');
  if (textWidth(text, fontSize) <= width || words.length === 1) return [text];
  let taken = 1;
  while (taken < words.length - 1 && textWidth(words.slice(0, taken + 1).join(' '), fontSize) <= width) taken += 1;
  return [words.slice(0, taken).join(' '), words.slice(taken).join(' ')];
};

/** The text cut with an ellipsis to about `width` pixels at `fontSize`. */
export const fitText = (text: string, width: number, fontSize: number): string => {
  const fits = Math.floor(width / (fontSize * 0.6));
  return text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 1))}…`;
};
