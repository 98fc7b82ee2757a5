import type serverTexts from './en';

/** Every language has a text for every id of the English catalogue. */
export type ServerTexts = Record<keyof typeof serverTexts, string>;
