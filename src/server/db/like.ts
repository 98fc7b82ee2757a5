import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** A case-insensitive "contains" pattern for LIKE … ESCAPE '!' (%, _ and ! of the text match themselves). */
export const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * `lower(expression) LIKE '%text%' ESCAPE '!'`, the same on SQLite and PostgreSQL. The expression is
 * SQL the caller wrote (a column reference or a concatenation of columns), never user input.
 */
export const containsText = (expression: RawBuilder<unknown>, text: string): RawBuilder<SqlBool> => sql<SqlBool>`lower(${expression}) like ${likePattern(text)} escape '!'`;
