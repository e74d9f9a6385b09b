/**
 * docs/architecture.md#http-conventions list mechanism: a docs/product.md#records-and-fields table request, checked
 * against a list's declared columns, becomes parameterised SQL answering a page and both counts in one round trip
 * (two for a broad search; see docs/decisions/0020). Nothing from the request reaches SQL except as a bound value:
 * fields, operators and sort columns are looked up in the definition, and anything unknown is a 400 naming it.
 *
 * definitions: what a list declares · checks and conditions: a request checked, and its SQL conditions ·
 * plan: both made into a ListPlan · sql: the statements · run: running them, counts and pages ·
 * caches: all the engine remembers · export and describe: what exports need.
 */
export type { ListColumn, ListDefinition, ListScope, Rollup, RowScope } from './definitions';
export { indexFragment, likeEscape } from './conditions';
export { planList, withCursor, type ListPlan, type PlanOptions } from './plan';
export { setListCursorKey } from './cursor';
export { SPARSE_LIMIT, denseStatement, flatten, sparseStatement, type KnownCounts, type PageForm } from './sql';
export {
  countList,
  queryList,
  queryListJson,
  rowsOf,
  runList,
  runListJson,
  setJsonPageCheck,
  type JsonPageCheck,
} from './run';
export { listCaches, type ListCaches } from './caches';
export { listBatches, pickColumns } from './export';
export { describeFilters } from './describe';
