import { sql } from 'drizzle-orm';
import { CARD_REQUEST_COLUMNS } from '../../../contract/cards/api';
import { istTimestamp, withSql } from '../../lib/list-columns';
import type { ListDefinition, RowScope } from '../../lib/table-query';

/**
 * Both areas' card request list (docs/product.md#calls cc-userlist, docs/product.md#back-office actions/user-list);
 * the route scopes the merchant's.
 */
export const cardRequestList: ListDefinition = {
  name: 'card-requests',
  title: 'Credit card requests',
  personal: true,
  from: sql`card_requests cr`,
  key: sql`cr.id`,
  columns: withSql('card-requests', CARD_REQUEST_COLUMNS, {
    dated: istTimestamp(sql`cr.created_at`),
    refNo: { expr: sql`cr.ref_no`, weight: 14 },
    name: { expr: sql`cr.name`, weight: 20 },
    mobileNo: { expr: sql`cr.mobile_no`, weight: 12 },
    cardVendor: { expr: sql`cr.card_vendor`, weight: 14 },
    code: { expr: sql`cr.merchant_code`, weight: 10 },
    staffName: { expr: sql`cr.staff_name`, weight: 16 },
  }),
  defaultSort: [{ column: 'dated', dir: 'desc' }],
  // lower(ref_no, name, mobile_no, merchant_code, staff_name), trigram-indexed (card_requests_search_trgm).
  search: sql`cr.search_text`,
};

/** One merchant's own referrals in cardRequestList. */
export const merchantCardRequests = (merchantId: number): RowScope => ({ where: sql`cr.merchant_id = ${merchantId}` });
