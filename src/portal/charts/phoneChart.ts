import { usePhone } from '../frame/usePhone';

/** At most this many labels on a phone's category axis, and about this many value ticks. */
const PHONE_TICKS = 4;

/**
 * A chart's settings on a phone (issue 19): the legend below the chart (the top takes the chart's
 * height away), a category axis labelling only every n-th bar so that no two labels crowd, and a few
 * value ticks. On a wider screen the chart's own choices stay (labels that fit, ticks by its size).
 */
export const usePhoneChart = () => {
  const phone = usePhone();
  return {
    phone,
    /** For charts/BarChart. */
    chartProps: phone ? ({ legend: 'bottom', maxCategoryLabels: PHONE_TICKS, ticks: PHONE_TICKS } as const) : {},
  };
};
