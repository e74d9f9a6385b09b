import type { Query, SQL } from 'drizzle-orm';
import type { ListDefinition } from './definitions';
import type { ListPlan } from './plan';
import type { PageForm } from './sql';

const MAX_PLANS = 500;
const MAX_NAMED_STATEMENTS = 200;

/** What identifies a plan's two counts in the count cache (list-counts): statement text and values. */
export type CountKeys = { total: string; filtered: string };

/**
 * Everything the list engine remembers between requests, in one object. All of it is derived from the
 * definitions (module constants) and the requests alone, never from rows, so it is right for every
 * database and lives as long as the process: one instance, `listCaches`, imported where it is used
 * rather than handed through the fifteen services that answer lists. Counts, which do depend on rows,
 * are kept per database by list-counts.
 */
export type ListCaches = {
  /** A fixed fragment of a definition rendered to text once (see frozen). */
  fragment(fragment: SQL, make: () => SQL): SQL;
  /** A definition's select list of every column, and its pairs for json_build_object. */
  outputs(def: ListDefinition, make: () => SQL): SQL;
  jsonPairs(def: ListDefinition, make: () => SQL): SQL;
  /**
   * Checked plans by the request that made them. Planning and rendering are a pure function of the
   * definition, the request and the scope, and cost more than the rest of the server's work on a page;
   * operators' lists repeat the same few requests all day. Bounded per list.
   */
  plan(def: ListDefinition, key: string, make: () => ListPlan): ListPlan;
  /** A plan's page statement, rendered, in each form it is asked for. */
  page(plan: ListPlan, form: PageForm, make: () => Query): Query;
  /**
   * The name given to a reusable list statement, by its text. PostgreSQL then parses each once per
   * connection and keeps it; it still plans each execution for its values unless a generic plan is as
   * cheap, which it decides per statement. Capped so that requests of unusual shapes (long "in" lists,
   * many filters) cannot make every connection hold an ever-growing set of statements: those run unnamed.
   */
  statementName(text: string): string | undefined;
  countKeys(plan: ListPlan, make: () => CountKeys): CountKeys;
  /** Forgets everything (tests). Statement names are never handed out twice: connections keep theirs. */
  clear(): void;
};

function weakMemo<K extends object, V>() {
  let known = new WeakMap<K, V>();
  return {
    get(key: K, make: () => V): V {
      let value = known.get(key);
      if (value === undefined) known.set(key, (value = make()));
      return value;
    },
    clear() {
      known = new WeakMap();
    },
  };
}

export function createListCaches(): ListCaches {
  const fragments = weakMemo<SQL, SQL>();
  const outputs = weakMemo<ListDefinition, SQL>();
  const jsonPairs = weakMemo<ListDefinition, SQL>();
  const plans = weakMemo<ListDefinition, Map<string, ListPlan>>();
  const pages = weakMemo<ListPlan, Partial<Record<PageForm, Query>>>();
  const countKeys = weakMemo<ListPlan, CountKeys>();
  let statementNames = new Map<string, string>();
  let named = 0;
  return {
    fragment: fragments.get,
    outputs: outputs.get,
    jsonPairs: jsonPairs.get,
    plan(def, key, make) {
      const known = plans.get(def, () => new Map());
      const hit = known.get(key);
      if (hit) return hit;
      const plan = make();
      if (known.size >= MAX_PLANS) known.delete(known.keys().next().value!);
      known.set(key, plan);
      return plan;
    },
    page(plan, form, make) {
      const rendered = pages.get(plan, () => ({}));
      return (rendered[form] ??= make());
    },
    statementName(text) {
      let name = statementNames.get(text);
      if (!name && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text, (name = `list_${++named}`));
      return name;
    },
    countKeys: countKeys.get,
    clear() {
      for (const memo of [fragments, outputs, jsonPairs, plans, pages, countKeys]) memo.clear();
      statementNames = new Map();
    },
  };
}

/** The process's one set of list caches. */
export const listCaches = createListCaches();
