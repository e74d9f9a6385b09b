import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/table-query';
import type { SetupChecklist, SetupItemKey } from '../../../contract/setup-checklist';
import { SETUP_ITEMS } from '../../../contract/setup-checklist';
import { DEFAULT_BUSINESS_INFO } from './service';

/**
 * Each item of the first-run checklist, from the data (nothing is ticked by hand, so the list cannot
 * say done while the thing is missing). Package prices: the seed's example prices count only once the
 * admin has saved a package (a price changed, or the package saved as it is) and some price is above 0.
 */
export async function setupChecklist(db: Db): Promise<SetupChecklist> {
  const d = DEFAULT_BUSINESS_INFO;
  const [r] = rowsOf<Record<SetupItemKey, boolean>>(
    await db.execute(sql`
    select
      exists (select 1 from company_banks where active) as "bank",
      exists (select 1 from package_rates r join packages p on p.id = r.package_id where p.active and r.price_paise > 0)
        and (exists (select 1 from package_rate_history) or exists (select 1 from packages where updated_at > created_at)) as "prices",
      exists (select 1 from smtp_settings) as "smtp",
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
