import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Takes the next value of a serial's sequence, so a row's derived code (user code, ref no) is known before insert. */
export async function nextId(db: Db | Tx, sequence: string): Promise<number> {
  const res = await db.execute<{ id: string | number }>(sql`select nextval(${sequence}) as id`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { id: string | number }[] }).rows) as {
    id: string | number;
  }[];
  return Number(rows[0].id);
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err?.code ?? err?.cause?.code;
  const name = err?.constraint ?? err?.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}
