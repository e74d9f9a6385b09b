import { sql } from 'drizzle-orm';
import { LEDGER_COLUMNS, REFUND_SUFFIX } from '../../../contract/reports';
import type { ListColumn, ListDefinition, RowScope } from '../../lib/table-query';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { requestServicesSql } from '../requests/read-model';
import { ledgerLinesSql } from '../wallet/read-model';
import { narrationIn } from '../wallet/narration';
import type { StoredMessage } from '../../db/schema/notifications';
import { LOCALES, type Locale } from '../../../contract/i18n';

const money = (expr: ReturnType<typeof sql>) => ({ expr, output: sql`round(${expr} / 100.0, 2)::float8`, weight: 11 });

/**
 * The shared request an entry charges or refunds, joined as `ers` (no row for any other entry). The
 * ledger types such entries 'service_request'; the reports name them by the request's service, the key
 * its workflow declares ('gst-filing', 'uti-coupon'…), so a service on the engine needs nothing here.
 * ref_id is cast only where it is a request's id; the join is on the primary key, one row at most.
 */
export const entryRequestJoin = sql`left join ${requestServicesSql} ers on ers.id = (case
  when le.ref_type = 'service_request' then le.ref_id::bigint end)`;

/** The service (or the money's source) an entry belongs to, for the summaries. */
export const entryService = sql`coalesce(ers.service, le.ref_type)`;

/**
 * An entry's type on the statement: its service, and for the refund of a charge (the engine's only
 * reversing entries) `<service>:refund`, so the line says it is one.
 */
export const entryType = sql`(${entryService} || case when le.reverses_entry_id is not null
  and le.ref_type <> 'refund' then ${sql.raw(`'${REFUND_SUFFIX}'`)} else '' end)`;

/** A wallet's entries in the order they happened; balance is the ledger's own balance after each entry. */
export const ledgerList: ListDefinition = {
  name: 'ledger-statement',
  title: 'Ledger statement',
  // A charge's narration names the applicant ("NSDL PAN new (49A): TK… <name>").
  personal: true,
  from: sql`${ledgerLinesSql} le ${entryRequestJoin}`,
  key: sql`le.id`,
  columns: withSql('ledger', LEDGER_COLUMNS, {
    createdAt: istTimestamp(sql`le.created_at`),
    // Searched, filtered and sorted on the English line; answered as the line and its message (narrationCell).
    narration: {
      expr: sql`le.narration`,
      output: sql`json_build_array(le.narration, le.narration_message)::text`,
      weight: 34,
    },
    refType: { expr: entryType, weight: 12 },
    dr: money(sql`(case when le.direction = 'Dr' then le.amount_paise else 0 end)`),
    cr: money(sql`(case when le.direction = 'Cr' then le.amount_paise else 0 end)`),
    balance: money(sql`le.balance_after_paise`),
  }),
  defaultSort: [{ column: 'createdAt', dir: 'asc' }],
};

/**
 * A statement's narration cell, as ledgerList answers it (`[english, message]`), in the reader's language: its
 * message rendered, or the English line of an entry made before messages were stored.
 */
export function narrationCell(locale: Locale, value: unknown): string {
  if (typeof value !== 'string') return value == null ? '' : String(value);
  try {
    const [narration, message] = JSON.parse(value) as [string, StoredMessage | null];
    return narrationIn(locale, { narration, narrationMessage: message });
  } catch {
    return value;
  }
}

/**
 * ledgerList for one reader's exports: its narration cell written by narrationCell in that language. One object
 * per language, so the list engine's caches (keyed by definition) keep working.
 */
export const ledgerListIn = Object.fromEntries(
  LOCALES.map((locale): [Locale, ListDefinition] => [
    locale,
    {
      ...ledgerList,
      columns: ledgerList.columns.map((c) =>
        c.field === 'narration' ? { ...c, format: (v: string) => narrationCell(locale, v) } : c,
      ),
    },
  ]),
) as Record<Locale, ListDefinition>;

/** One merchant's own wallet in ledgerList. */
export const merchantLedger = (merchantId: number | null): RowScope => ({ where: sql`le.merchant_id = ${merchantId}` });

/** The daily collection export's columns: its rows are computed, so no column needs an expression. */
export const DAILY_COLUMNS: ListColumn[] = [
  { field: 'day', label: 'Date', type: 'date', expr: sql`day`, weight: 10 },
  { field: 'topupBank', label: 'Top-ups (bank)', type: 'amount', expr: sql`0`, weight: 12 },
  { field: 'topupUpi', label: 'Top-ups (UPI)', type: 'amount', expr: sql`0`, weight: 12 },
  { field: 'adjustments', label: 'Adjustments', type: 'amount', expr: sql`0`, weight: 12 },
  { field: 'serviceRevenue', label: 'Service revenue', type: 'amount', expr: sql`0`, weight: 12 },
  { field: 'refunds', label: 'Refunds', type: 'amount', expr: sql`0`, weight: 12 },
  { field: 'net', label: 'Net', type: 'amount', expr: sql`0`, weight: 12 },
];
