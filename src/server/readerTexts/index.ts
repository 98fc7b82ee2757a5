import type { Language } from '../../contract/enums';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import ja from './ja';
import type { ReaderTexts } from './types';

export type { ReaderTexts } from './types';

/** The report words of every portal language. */
export const READER_TEXTS: Record<Language, ReaderTexts> = { en, es, de, ja, fr };

/** A text with its %{name} parts filled. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
