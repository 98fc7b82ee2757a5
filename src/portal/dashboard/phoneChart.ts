import { usePhone } from '../layout/phonePreferences';

/** At most this many labels on a phone's category axis, and about this many value ticks. */
const PHONE_TICKS = 4;

/**
 * A chart's settings on a phone (issue 19): the legend below the chart (the top takes the chart's
 * height away), a category axis labelling only every n-th bar so that no two labels overlap, and a
 * few value ticks. On a wider screen MUI's defaults stay.
 */
export const usePhoneChart = () => {
  const phone = usePhone();
  return {
    phone,
    legendProps: phone ? { slotProps: { legend: { position: { vertical: 'bottom', horizontal: 'center' } } } } as const : {},
    /** For a band axis of `count` categories. */
    categoryTicks: (count: number) => (phone ? { tickLabelInterval: (_value: unknown, index: number) => index % Math.max(1, Math.ceil(count / PHONE_TICKS)) === 0 } : {}),
    valueTicks: phone ? { tickNumber: PHONE_TICKS } : {},
  };
};
