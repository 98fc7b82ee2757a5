/** Every nested string becomes `string`: other languages must have exactly the keys of English. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
