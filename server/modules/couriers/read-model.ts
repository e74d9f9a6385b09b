import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couriers } from '../../db/schema/couriers';

export type CourierCard = {
  id: number;
  company: string;
  docketNo: string;
  state: 'dispatched' | 'received' | 'returned';
};

/**
 * What another domain may read of a courier (docs/decisions/0071): the company, docket and state an application's
 * page shows of the courier that carried its form; undefined when there is none.
 */
export async function courierCard(db: Db | Tx, id: number): Promise<CourierCard | undefined> {
  const [c] = await db
    .select({ id: couriers.id, company: couriers.company, docketNo: couriers.docketNo, state: couriers.state })
    .from(couriers)
    .where(eq(couriers.id, id));
  return c;
}
