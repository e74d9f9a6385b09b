import { sql, type SQL } from 'drizzle-orm';

/*
 * A mobile number in SQL, cut to its last four digits ("XXXXXX1234"), as lists and exports show it and as the
 * privacy sweeps (retention, erasure) leave it in place: the shop and the back office can still tell two customers
 * apart, and nothing more.
 */

/** The column's value cut to its last four characters, the rest X's ('' stays ''). */
export const maskedDigitsSql = (col: SQL) => sql`repeat('X', greatest(length(${col}) - 4, 0)) || right(${col}, 4)`;

/** Still holds five digits in a row: a full number not cut yet (a cut one is X's and four digits). */
export const fullNumberSql = (col: SQL) => sql`${col} ~ '[0-9]{5}'`;
