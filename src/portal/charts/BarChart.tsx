import { Box, Paper, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useLocaleState } from 'react-admin';
import { bands, fitText, labelEvery, textWidth, valueScale, wrapText } from './chartScale';

export type BarSeries = {
  label: string;
  data: readonly number[];
  /** The series' colour; the theme's primary colour for a chart of one series, the chart palette otherwise. */
  color?: string;
  /** The value as the tooltip and the description say it (an amount as money); the language's number otherwise. */
  format?: (value: number, index: number) => string;
};

export type BarChartProps = {
  /** The chart's accessible name (its card's heading, usually). */
  title: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Of the drawing; the legend comes on top of it. */
  height: number;
  /** Columns (categories along the bottom) or bars (categories down the left side). */
  layout?: 'vertical' | 'horizontal';
  /** The series on top of each other instead of side by side. */
  stacked?: boolean;
  /** Room for the left axis's labels: the values (columns) or the category names (bars). */
  axisWidth?: number;
  /** A tick's text on the value axis; the language's number otherwise. */
  formatTick?: (value: number) => string;
  /** About this many value ticks; by the chart's size otherwise. */
  ticks?: number;
  legend?: 'top' | 'bottom';
  /** At most this many category labels (the categories between stay unlabelled). */
  maxCategoryLabels?: number;
};

const FONT_SIZE = 12;
const LINE = 14;
const TOP = 10;
const RIGHT = 16;
/** Under the plot: the bottom axis's labels (one line; a second for labels of columns that wrap). */
const BOTTOM = 26;

/** Colours told apart by people with the common colour-vision deficiencies (Okabe and Ito), lighter ones on dark. */
const PALETTE = {
  light: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#6B7280'],
  dark: ['#56B4E9', '#E69F00', '#2BB58C', '#CC79A7', '#F07D3A', '#A5D8F5', '#A3AAB5'],
};

/** The width the chart gets from its container (the drawing is absolutely placed, so it never widens it). */
const useWidth = (): [RefObject<HTMLDivElement | null>, number] => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
};

type Bar = { key: string; x: number; y: number; width: number; height: number; color: string };

/**
 * The portal's bar chart (dashboards): columns or bars, grouped or stacked, an HTML legend, value ticks
 * at round numbers, and a tooltip with every series' value for the category under the pointer or
 * chosen with the arrow keys. An SVG image named by `title` and described by all its values in words
 * (screen readers read the description; the legend stays visible text). See docs/decisions.md (Portal
 * weight) for why it is not @mui/x-charts.
 */
export const BarChart = ({ title, categories, series, height, layout = 'vertical', stacked = false, axisWidth, formatTick, ticks, legend = 'top', maxCategoryLabels }: BarChartProps) => {
  const theme = useTheme();
  const [locale] = useLocaleState();
  const id = useId();
  const [box, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);

  const number = new Intl.NumberFormat(locale);
  const palette = PALETTE[theme.palette.mode];
  const drawn = series.map((s, i) => ({ ...s, color: s.color ?? (series.length === 1 ? theme.palette.primary.main : palette[i % palette.length] ?? theme.palette.primary.main) }));
  const say = (s: BarSeries, i: number): string => {
    const value = s.data[i] ?? 0;
    return s.format ? s.format(value, i) : number.format(value);
  };
  const tickText = formatTick ?? ((value: number) => number.format(value));

  const vertical = layout === 'vertical';
  const left = axisWidth ?? (vertical ? 56 : 120);
  const right = Math.max(left + 1, width - RIGHT);
  // Column labels wrap onto a second line where a column is too narrow for them.
  const labelLines = vertical ? categories.map((c) => wrapText(c, (right - left) / Math.max(1, categories.length) - 6, FONT_SIZE)) : [];
  const wrapped = labelLines.some((lines) => lines.length > 1);
  const plot = { x0: left, x1: right, y0: TOP, y1: Math.max(TOP + 1, height - BOTTOM - (wrapped ? LINE : 0)) };
  const length = vertical ? plot.y1 - plot.y0 : plot.x1 - plot.x0;

  // Stacked, the scale holds each category's sums (positive and negative apart); side by side, each value.
  const extent = stacked
    ? categories.flatMap((_, i) => {
        const values = drawn.map((s) => s.data[i] ?? 0);
        return [values.filter((v) => v > 0).reduce((a, b) => a + b, 0), values.filter((v) => v < 0).reduce((a, b) => a + b, 0)];
      })
    : drawn.flatMap((s) => [...s.data]);
  const scale = vertical ? valueScale(extent, ticks ?? Math.max(2, Math.round(length / 50)), plot.y1, plot.y0) : valueScale(extent, ticks ?? Math.max(2, Math.round(length / 90)), plot.x0, plot.x1);
  const band = vertical ? bands(categories.length, plot.x0, plot.x1) : bands(categories.length, plot.y0, plot.y1);
  const step = (vertical ? plot.x1 - plot.x0 : plot.y1 - plot.y0) / Math.max(1, categories.length);

  const bars: Bar[] = [];
  categories.forEach((_, i) => {
    const b = band[i];
    if (!b) return;
    let above = 0;
    let below = 0;
    drawn.forEach((s, k) => {
      const value = s.data[i] ?? 0;
      // A zero has no bar (the tooltip and the description still say it).
      if (!value || !Number.isFinite(value)) return;
      let from = 0;
      let to = value;
      let offset = b.start;
      let size = b.size;
      if (stacked) {
        from = value > 0 ? above : below;
        to = from + value;
        if (value > 0) above = to;
        else below = to;
      } else {
        const slot = b.size / drawn.length;
        offset = b.start + k * slot + slot * 0.05;
        size = slot * 0.9;
      }
      const a = scale.at(from);
      const c = scale.at(to);
      const along = { start: Math.min(a, c), size: Math.abs(c - a) };
      bars.push(
        vertical
          ? { key: `${i}-${k}`, x: offset, y: along.start, width: size, height: along.size, color: s.color }
          : { key: `${i}-${k}`, x: along.start, y: offset, width: along.size, height: size, color: s.color },
      );
    });
  });

  const categoryEvery = vertical
    ? labelEvery(categories.length, step, Math.max(0, ...labelLines.flat().map((line) => textWidth(line, FONT_SIZE))), maxCategoryLabels)
    : labelEvery(categories.length, step, FONT_SIZE, maxCategoryLabels);
  const valueEvery = vertical ? 1 : labelEvery(scale.ticks.length, (plot.x1 - plot.x0) / Math.max(1, scale.ticks.length - 1), Math.max(0, ...scale.ticks.map((t) => textWidth(tickText(t), FONT_SIZE))));

  const move = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const at = vertical ? event.clientX - rect.left - plot.x0 : event.clientY - rect.top - plot.y0;
    const index = Math.floor(at / step);
    setActive(at >= 0 && index < categories.length ? index : null);
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = categories.length - 1;
    const current = active ?? 0;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(last, current + 1), ArrowDown: Math.min(last, current + 1), ArrowLeft: Math.max(0, current - 1), ArrowUp: Math.max(0, current - 1),
      Home: 0, End: last, Escape: null,
    };
    if (!(event.key in next) || last < 0) return;
    event.preventDefault();
    setActive(next[event.key] ?? null);
  };

  const text = { fontFamily: theme.typography.fontFamily, fontSize: FONT_SIZE, fill: theme.palette.text.secondary };
  const line = theme.palette.text.secondary;
  const descriptionId = `${id}-description`;
  const shown = active !== null ? band[active] : undefined;

  const legendList = (
    <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, rowGap: 0.5, m: 0, p: 0, my: 1 }}>
      {drawn.map((s) => (
        <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.color, flex: 'none' }} />
          <Typography variant="body2" component="span">{s.label}</Typography>
        </Box>
      ))}
    </Box>
  );

  return (
    <Box>
      {legend === 'top' ? legendList : null}
      <Box ref={box} sx={{ position: 'relative', width: '100%', height }}>
        {width > 0 ? (
          <Box
            component="svg"
            role="img"
            aria-label={title}
            aria-describedby={descriptionId}
            tabIndex={0}
            width={width}
            height={height}
            onPointerMove={move}
            onPointerLeave={() => setActive(null)}
            onFocus={() => setActive((current) => current ?? (categories.length > 0 ? 0 : null))}
            onBlur={() => setActive(null)}
            onKeyDown={key}
            sx={{ position: 'absolute', inset: 0, display: 'block', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }}
          >
            {shown ? (
              <rect
                x={vertical ? shown.start - (step - shown.size) / 2 : plot.x0}
                y={vertical ? plot.y0 : shown.start - (step - shown.size) / 2}
                width={vertical ? step : plot.x1 - plot.x0}
                height={vertical ? plot.y1 - plot.y0 : step}
                fill={theme.palette.action.hover}
              />
            ) : null}
            {bars.map((b) => <rect key={b.key} x={b.x} y={b.y} width={b.width} height={b.height} fill={b.color} />)}
            <g aria-hidden>
              {/* The value axis with its ticks. */}
              {vertical ? <line x1={plot.x0} x2={plot.x0} y1={plot.y0} y2={plot.y1} stroke={line} /> : <line x1={plot.x0} x2={plot.x1} y1={plot.y1} y2={plot.y1} stroke={line} />}
              {scale.ticks.map((t, i) => {
                const at = scale.at(t);
                return vertical ? (
                  <g key={t}>
                    <line x1={plot.x0 - 4} x2={plot.x0} y1={at} y2={at} stroke={line} />
                    <text x={plot.x0 - 6} y={at} textAnchor="end" dominantBaseline="central" {...text}>{tickText(t)}</text>
                  </g>
                ) : (
                  <g key={t}>
                    <line x1={at} x2={at} y1={plot.y1} y2={plot.y1 + 4} stroke={line} />
                    {i % valueEvery === 0 ? <text x={at} y={plot.y1 + 16} textAnchor="middle" {...text}>{tickText(t)}</text> : null}
                  </g>
                );
              })}
              {/* The category axis with its labels. */}
              {vertical ? <line x1={plot.x0} x2={plot.x1} y1={plot.y1} y2={plot.y1} stroke={line} /> : <line x1={plot.x0} x2={plot.x0} y1={plot.y0} y2={plot.y1} stroke={line} />}
              {categories.map((c, i) => {
                const b = band[i];
                if (!b || i % categoryEvery !== 0) return null;
                if (vertical) {
                  return (
                    <text key={i} x={b.center} y={plot.y1 + 16} textAnchor="middle" {...text}>
                      {(labelLines[i] ?? [c]).map((part, n) => <tspan key={n} x={b.center} dy={n === 0 ? 0 : LINE}>{part}</tspan>)}
                    </text>
                  );
                }
                const label = fitText(c, left - 10, FONT_SIZE);
                return (
                  <text key={i} x={plot.x0 - 6} y={b.center} textAnchor="end" dominantBaseline="central" {...text}>
                    {label !== c ? <title>{c}</title> : null}
                    {label}
                  </text>
                );
              })}
            </g>
          </Box>
        ) : null}
        {active !== null && shown ? (
          <Paper
            elevation={4}
            aria-hidden
            sx={{
              position: 'absolute',
              pointerEvents: 'none',
              zIndex: 1,
              px: 1.5,
              py: 1,
              top: vertical ? plot.y0 : shown.center,
              ...(vertical
                ? shown.center < width / 2 ? { left: shown.center + step / 2 + 4 } : { right: width - shown.center + step / 2 + 4 }
                : { left: plot.x0 + 8 }),
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">{categories[active]}</Typography>
            {drawn.map((s) => (
              <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: s.color, flex: 'none' }} />
                <Typography variant="body2" component="span" sx={{ flex: 1 }}>{s.label}</Typography>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, ml: 2 }}>{say(s, active)}</Typography>
              </Box>
            ))}
          </Paper>
        ) : null}
      </Box>
      {legend === 'bottom' ? legendList : null}
      <Box component="p" id={descriptionId} sx={visuallyHidden}>
        {categories.map((c, i) => `${c}: ${drawn.map((s) => `${s.label} ${say(s, i)}`).join(', ')}`).join('; ')}
      </Box>
    </Box>
  );
};
