/** An axis tick in the language's short form (1.2M, 1,2 Mio., 120万): ticks are geometry, not amounts. */
export const compactNumber = (value: number, locale: string): string => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
