import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/table-query';
import type { SetupChecklist, SetupItemKey } from '../../../contract/setup-checklist';
import { SETUP_ITEMS } from '../../../contract/setup-checklist';
import { DEFAULT_BUSINESS_INFO } from './service';
import { hasActiveBankSql, pricesAreSetSql } from '../masters/read-model';
import { smtpIsSetSql } from '../mail/service';

/**
 * Each item of the first-run checklist, from the data (nothing is ticked by hand, so the list cannot
 * say done while the thing is missing). The bank, prices and SMTP items are the masters' and mail's to say
 * (their read models export the SQL), so the checklist stays one query without naming their tables.
 */
export async function setupChecklist(db: Db): Promise<SetupChecklist> {
  const d = DEFAULT_BUSINESS_INFO;
  const [r] = rowsOf<Record<SetupItemKey, boolean>>(
    await db.execute(sql`
    select
      ${hasActiveBankSql} as "bank",
      ${pricesAreSetSql} as "prices",
      ${smtpIsSetSql} as "smtp",
      exists (
        select 1 from site_settings
        where (business_name, add1, add2, add3, district, pin, state, contact_no, email_id)
          is distinct from (${d.businessName}, ${d.add1}, ${d.add2}, ${d.add3}, ${d.district}, ${d.pin},
            ${d.state}, ${d.contactNo}, ${d.emailId})
      ) as "business",
      exists (select 1 from site_assets where kind = 'logo') as "logo"`),
  );
  return { items: SETUP_ITEMS.map((i) => ({ key: i.key, done: r[i.key] === true })) };
}
