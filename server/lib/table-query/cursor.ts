import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { TableCursor } from '../../../contract/table';
import { AppError, msg } from '../errors';
import type { ListDefinition } from './definitions';
import { frozen } from './sql';

/** One column of a list's order, the key last: what a cursor records and compares. */
export type OrderKey = { expr: SQL; dir: 'asc' | 'desc'; notNull: boolean };

/**
 * Cursors are signed so that a page link cannot be edited into a value of the wrong type (a 500 from the
 * database) or into a position the server never gave; the signature says nothing about who may read the rows,
 * which the list's scope decides on every request as always. The app installs its own key (installListCursors):
 * every worker then accepts the others' cursors. Without one (a test of the engine alone) a key of this process.
 */
let cursorKey: Buffer = randomBytes(32);

export function setListCursorKey(secret: string): void {
  cursorKey = createHmac('sha256', secret).update('list-cursor').digest();
}

const sign = (body: string) => createHmac('sha256', cursorKey).update(body).digest('base64url').slice(0, 22);

/** The cursor after a page's last row: its order (so a cursor of another order is refused) and its values as text. */
export function encodeCursor(orderSig: string, values: readonly (string | null)[]): string {
  const body = Buffer.from(JSON.stringify([orderSig, values])).toString('base64url');
  return `${body}.${sign(body)}`;
}

const badCursor = () => new AppError(400, msg('errors.list.badCursor'), { after: [msg('errors.list.badCursor')] });

/** The values of a cursor this server made for this order, or a 400 naming `after`. */
export function decodeCursor(cursor: string, orderSig: string, width: number): (string | null)[] {
  if (!TableCursor.safeParse(cursor).success) throw badCursor();
  const [body, mac] = cursor.split('.');
  const want = Buffer.from(sign(body));
  const got = Buffer.from(mac);
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== orderSig ||
    !Array.isArray(parsed[1]) ||
    parsed[1].length !== width ||
    !parsed[1].every((v: unknown) => v === null || typeof v === 'string')
  )
    throw badCursor();
  return parsed[1] as (string | null)[];
}

/** The order's columns as text, for the last row of a page: what encodeCursor records. */
export function cursorValues(order: readonly OrderKey[]): SQL {
  return sql.join(
    order.map((o) => sql`(${o.expr})::text`),
    sql`, `,
  );
}

/**
 * The rows after the cursor in the list's order. Where every column runs the same way and none can be null
 * on the way, one row comparison `(a, b, id) < (…)`: PostgreSQL starts the walk of the (a, b, id) index
 * there instead of reading and dropping the rows before it, which is what an offset costs. Otherwise
 * (mixed directions, a null in the cursor) the same order spelt out column by column, which is right but
 * filters instead.
 */
export function afterCondition(order: readonly OrderKey[], values: readonly (string | null)[]): SQL {
  const dir = order[0].dir;
  const sameWay = order.every((o) => o.dir === dir);
  if (sameWay && values.every((v) => v !== null)) {
    const row = sql`(${sql.join(
      order.map((o) => o.expr),
      sql`, `,
    )}) ${sql.raw(dir === 'desc' ? '<' : '>')} (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
    // Ascending, nulls come last: after a value come the rows whose column is null (the rest equal before it).
    const nullTails =
      dir === 'asc'
        ? order.flatMap((o, i) =>
            o.notNull
              ? []
              : [
                  sql.join(
                    [...order.slice(0, i).map((p, j) => sql`${p.expr} = ${values[j]}`), sql`${o.expr} is null`],
                    sql` and `,
                  ),
                ],
          )
        : [];
    return nullTails.length ? sql`(${row} or ${sql.join(nullTails, sql` or `)})` : row;
  }
  const equal = (o: OrderKey, v: string | null) => (v === null ? sql`${o.expr} is null` : sql`${o.expr} = ${v}`);
  // PostgreSQL's default: nulls last ascending, first descending.
  const beyond = (o: OrderKey, v: string | null): SQL | null => {
    if (o.dir === 'asc') return v === null ? null : sql`(${o.expr} > ${v} or ${o.expr} is null)`;
    return v === null ? sql`${o.expr} is not null` : sql`${o.expr} < ${v}`;
  };
  const terms: SQL[] = [];
  order.forEach((o, i) => {
    const b = beyond(o, values[i]);
    if (b) terms.push(sql.join([...order.slice(0, i).map((p, j) => equal(p, values[j])), b], sql` and `));
  });
  return terms.length ? sql`(${sql.join(terms, sql` or `)})` : sql`false`;
}

/** The order of a checked request as columns, the key last in the direction of the last sort (see orderFor). */
export function orderKeys(
  def: ListDefinition,
  sorts: readonly { column: string; dir: 'asc' | 'desc' }[],
): { keys: OrderKey[]; sig: string } {
  const chosen = sorts.length ? sorts : def.defaultSort;
  const seen = new Set<string>();
  const keys: OrderKey[] = [];
  const words: string[] = [def.name];
  for (const s of chosen) {
    const col = def.columns.find((c) => c.field === s.column);
    if (!col || !col.sortable || seen.has(col.field)) continue;
    seen.add(col.field);
    words.push(`${col.field} ${s.dir}`);
    keys.push({ expr: frozen(col.expr), dir: s.dir, notNull: def.notNull?.includes(col.field) ?? false });
  }
  keys.push({ expr: frozen(def.key), dir: keys.at(-1)?.dir ?? 'asc', notNull: true });
  return { keys, sig: words.join(',') };
}
