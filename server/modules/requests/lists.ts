import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_COLUMNS, RequestListFilter, type Side, type Workflow } from '../../../contract/requests';
import type { ColumnDef, TableFilter } from '../../../contract/table';
import { serviceRequestCounts, serviceRequestStateCounts } from '../../db/schema/requests';
import type { Database } from '../../db/client';
import { BACKEND, MERCHANT, currentUser, type AuthUser } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import { istTimestamp, withSql } from '../../lib/list-columns';
import { registerList } from '../../lib/list-routes';
import type { ListDefinition } from '../../lib/table-query';
import { accountNamesSql } from '../users/read-model';

/** The list's states as a column filter, so the back office's counts come from the count tables. */
export function statesFilter(states: readonly string[]): TableFilter {
  return { field: 'state', opt: 'in', value1: [...states] } as TableFilter;
}

/** additionFilter {dt1, dt2}: the toolbar's date range on the request date, checked. */
export function dateRangeFilters(add: Record<string, unknown> | undefined): TableFilter[] {
  const parsed = RequestListFilter.safeParse(add ?? {});
  if (!parsed.success)
    throw badRequest('Date range: use YYYY-MM-DD dates.', {
      additionFilter: parsed.error.issues.map((i) => i.message),
    });
  const out: TableFilter[] = [];
  if (parsed.data.dt1) out.push({ field: 'dated', opt: 'gte', value1: parsed.data.dt1 } as TableFilter);
  if (parsed.data.dt2) out.push({ field: 'dated', opt: 'lte', value1: parsed.data.dt2 } as TableFilter);
  return out;
}

/**
 * The columns the engine itself reads in every workflow list: `state` (the back office's scope, the badge,
 * the row's actions), `dated` (the default order, the toolbar's date range) and `id` (the row's link).
 */
export const WORKFLOW_LIST_FIELDS = ['id', 'dated', 'state'] as const;

/** A workflow list's definition without a column the engine reads stops the start, naming the column. */
export function requireWorkflowColumns(def: ListDefinition): void {
  const missing = WORKFLOW_LIST_FIELDS.filter((f) => !def.columns.some((c) => c.field === f));
  if (missing.length)
    throw new Error(`List "${def.name}" has no column ${missing.join(', ')}, which the request engine reads`);
}

/** A sample of the toolbar's date range, so the start plans the lists with it (list-plans.ts). */
const SAMPLE_RANGE = { dt1: '2024-01-01', dt2: '2024-01-31' };

/**
 * Registers every list a workflow declares, for both sides, at `${api[side]}/lists/${name}` (and
 * /export): the back office sees the list's states across all shops; a merchant account only its
 * merchant's, decided by `merchantOf` (which also checks a staff account's tick for the service).
 */
export function registerWorkflowLists(
  app: FastifyInstance,
  database: Database,
  opts: {
    workflow: Workflow;
    api: Record<Side, string>;
    tags: string[];
    def(side: Side, name: string): ListDefinition;
    merchantOf(user: AuthUser): Promise<number>;
    /** The merchant's rows in the list's states, in the columns of its definition. */
    merchantWhere(merchantId: number, states: readonly string[]): SQL;
  },
) {
  for (const side of ['merchant', 'backend'] as const) {
    for (const [name, list] of Object.entries(opts.workflow.lists[side])) {
      const def = opts.def(side, name);
      requireWorkflowColumns(def);
      const scope =
        side === 'backend' ? { filters: [statesFilter(list.states)] } : { where: opts.merchantWhere(0, list.states) };
      registerList(app, database, {
        path: `${opts.api[side]}/lists/${name}`,
        access: side === 'merchant' ? MERCHANT : BACKEND,
        def,
        tags: [...opts.tags, side],
        summary: `${list.title} (table request; additionFilter {dt1, dt2: YYYY-MM-DD})`,
        scope: async (req: FastifyRequest) => {
          if (side === 'backend') return { filters: [statesFilter(list.states)] };
          return { where: opts.merchantWhere(await opts.merchantOf(currentUser(req)), list.states) };
        },
        extraFilters: dateRangeFilters,
        planWith: [{ scope, extraFilters: dateRangeFilters(SAMPLE_RANGE) }],
      });
    }
  }
}

/** `sr.state in (…)` for a merchant's scope. */
export function inStates(expr: SQL, states: readonly string[]): SQL {
  return sql`${expr} in (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/** The SQL of a list column a service adds to the shared ones (a coupon request's allotment, read from its data). */
export type OwnColumnSql = Parameters<typeof withSql>[2][string];

/**
 * The contract's columns, and after them any the engine reads that they leave out (a service cannot drop
 * `state` and still have a back-office list): the reference, the date and the state, worded by the workflow.
 */
export function withEngineColumns(workflow: Workflow, columns: readonly ColumnDef[]): ColumnDef[] {
  const state: ColumnDef = {
    field: 'state',
    label: 'Status',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: workflow.states.map((value) => ({ value, label: workflow.stateLabels[value] })),
  };
  const declared = new Set(columns.map((c) => c.field));
  return [...columns, ...[REQUEST_COLUMNS.ref_no, REQUEST_COLUMNS.dated, state].filter((c) => !declared.has(c.field))];
}

/**
 * A list of one service's shared requests: the columns every such list has (contract columns with
 * these fields, and those the engine reads: withEngineColumns) and the service's `own`, newest first
 * unless the list is a queue worked oldest first. Counts come from service_request_counts narrowed to
 * the service.
 */
export function sharedRequestList(
  workflow: Workflow,
  side: Side,
  name: string,
  columns: readonly ColumnDef[],
  own: Record<string, OwnColumnSql> = {},
): ListDefinition {
  const list = workflow.lists[side][name];
  const service = workflow.key;
  return {
    name: `${service}-${name}`,
    title: list.title,
    personal: true,
    // The service's rows only, and no join: the merchant's name is joined for the page's rows alone
    // (a join there costs a third of what a subquery per row did: docs/benchmarks.md).
    from: sql`(select * from service_requests where service = ${service}) sr`,
    pageFrom: sql`(select * from service_requests where service = ${service}) sr left join ${accountNamesSql} mu on mu.id = sr.merchant_id`,
    key: sql`sr.id`,
    columns: [
      ...withSql(`${service}-${name}`, withEngineColumns(workflow, columns), {
        ref_no: { expr: sql`sr.ref_no`, weight: 12 },
        dated: { expr: sql`sr.dated`, output: sql`to_char(sr.dated, 'YYYY-MM-DD')`, weight: 10 },
        name: { expr: sql`sr.name`, weight: 20 },
        subject: { expr: sql`sr.subject`, weight: 15 },
        kind: { expr: sql`sr.kind`, weight: 8 },
        period: { expr: sql`sr.period`, weight: 10 },
        quantity: { expr: sql`sr.quantity`, weight: 6 },
        state: { expr: sql`sr.state`, weight: 12 },
        merchant_code: { expr: sql`sr.merchant_code`, weight: 10 },
        // Filtered and sorted by the subquery (the key query has no join); shown from the page's join.
        merchant_name: {
          expr: sql`(select u.display_name from ${accountNamesSql} u where u.id = sr.merchant_id)`,
          output: sql`mu.display_name`,
          weight: 16,
        },
        amount: { expr: sql`sr.amount_paise`, output: sql`round(sr.amount_paise / 100.0, 2)::float8`, weight: 9 },
        result: { expr: sql`sr.result`, weight: 15 },
        result2: { expr: sql`sr.result2`, weight: 15 },
        remark: { expr: sql`sr.remark`, weight: 20 },
        updated_at: istTimestamp(sql`sr.updated_at`),
        ...own,
      }),
      { field: 'id', label: 'Id', type: 'number', sortable: true, filterable: false, expr: sql`sr.id` },
      {
        field: 'submitted_at',
        label: 'Submitted',
        type: 'date',
        sortable: true,
        filterable: false,
        ...istTimestamp(sql`sr.submitted_at`),
      },
    ],
    // Columns of service_requests declared not null: a cursor after them walks the (sort, id) index.
    notNull: [
      'ref_no',
      'dated',
      'state',
      'id',
      'kind',
      'period',
      'name',
      'subject',
      'quantity',
      'amount',
      'merchant_code',
    ],
    defaultSort: list.oldestFirst ? [{ column: 'dated', dir: 'asc' }] : [{ column: 'dated', dir: 'desc' }],
    search: sql`sr.search_text`,
    exactWords: [
      { pattern: /^[a-z]{2}\d{10}$/i, expr: sql`sr.ref_no`, normalise: (w) => w.toUpperCase() },
      // A 15-character ARN (two letters, state code, month and year, six digits, a check character).
      { pattern: /^[a-z]{2}\d{12}[0-9a-z]$/i, expr: sql`sr.result`, normalise: (w) => w.toUpperCase() },
    ],
    rollups: [
      {
        from: sql`(select state, n from ${serviceRequestStateCounts} where service = ${service}) c`,
        count: sql`c.n`,
        columns: { state: sql`c.state` },
      },
      {
        from: sql`(select state, dated, n from ${serviceRequestCounts} where service = ${service}) c`,
        count: sql`c.n`,
        columns: { state: sql`c.state`, dated: sql`c.dated` },
      },
    ],
    changes: 'service_requests',
  };
}

/** Merchant scope of a shared-request list. */
export const sharedMerchantWhere = (merchantId: number, states: readonly string[]) =>
  sql`sr.merchant_id = ${merchantId} and ${inStates(sql`sr.state`, states)}`;
