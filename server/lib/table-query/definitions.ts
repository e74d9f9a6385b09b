import type { SQL } from 'drizzle-orm';
import type { ColumnDef, TableFilter, TableSort } from '../../../contract/table';

/** One column as the server sees it: the shared definition plus the SQL behind it. */
export type ListColumn = ColumnDef & {
  /** What filters and sorts use; an indexed column, so filtering and sorting stay index scans. */
  expr: SQL;
  /** What the answer carries under `field`, when it differs from expr (dates as text, masked values). */
  output?: SQL;
  /** A date column over timestamptz: compared by calendar day in India (IST). */
  timestamp?: boolean;
  /** A number column holding fractions; others are integers and compare without casting the column. */
  decimal?: boolean;
  /** Relative width in PDF and Excel exports (about the characters a typical value needs). */
  weight?: number;
};

/**
 * A pre-aggregated table that can answer counts when the filters touch only its columns, e.g. rows per
 * status and day. `count` is the column to sum; `columns` maps a list field to the rollup's column.
 */
export type Rollup = { from: SQL; count: SQL; columns: Record<string, SQL> };

export type ListDefinition = {
  /** File names of exports: `<name>-<YYYY-MM-DD>.<ext>`. */
  name: string;
  /** Heading of a PDF export. */
  title: string;
  /**
   * Whether its rows carry people's personal data (names, mobiles, Aadhaar or PAN numbers of applicants,
   * merchants or staff): every export of such a list is written to the access log (docs/decisions/0067).
   * Said by every list, so none is left out by omission.
   */
  personal: boolean;
  /** The FROM clause, with the alias the column expressions use. */
  from: SQL;
  /**
   * The FROM of the page's and the export's rows when their outputs read more than `from` has (a join
   * only the shown rows need, such as the merchant's name): the key query and the counts never pay for it.
   */
  pageFrom?: SQL;
  /** A unique bigint key: the last sort key (stable pages) and how exported rows are fetched. */
  key: SQL;
  columns: readonly ListColumn[];
  /**
   * Sortable fields whose value is never null: a cursor after them is one row comparison, which walks the
   * index from the cursor on (cursor.ts). Others are compared allowing for their nulls.
   */
  notNull?: readonly string[];
  defaultSort: readonly TableSort[];
  /**
   * Lower-cased text of the searchable columns with a trigram index (a stored column), matched with LIKE
   * against a lower-cased pattern. Without it the search ORs ILIKE over the searchable columns.
   */
  search?: SQL;
  /** Count tables for the unscoped list, coarsest first: the first that has every filtered field is used. */
  rollups?: readonly Rollup[];
  /**
   * Search words of a shape only one column can contain, and only as its whole value (a 15-digit ack
   * number, a token number): such a word is looked up by that column's unique index instead of the
   * trigram index, where a long number's fragments match thousands of digit-heavy rows.
   */
  exactWords?: readonly { pattern: RegExp; expr: SQL; normalise?: (word: string) => string }[];
  /**
   * The table whose changes the database notifies on `list_changes` (migration 0019). When set, a
   * filtered count that has to scan rows is kept in memory until the table next changes (decision 0041).
   */
  changes?: string;
};

/**
 * Which rows the caller may see at all, decided by the service from the signed-in user and ANDed with
 * everything the request asks for. 'all' must be said explicitly, so no list is unscoped by omission.
 */
export type RowScope = 'all' | { where: SQL } | ListScope;
/**
 * A scope made of the list's own columns (e.g. the states a workflow list shows to the back office): it
 * narrows the total as well as the page, and since it names columns, count tables can still answer it.
 */
export type ListScope = { filters: readonly TableFilter[] };
