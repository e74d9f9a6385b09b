import type { ColumnDef } from './table';

/*
 * The request workflow every paid service runs on (docs/decisions/0051). A service declares
 * its states and moves once, as data, here in contract/ so the server enforces it and the web shows
 * labels, lists and buttons from the same table. What the server alone knows (prices, storage, hooks)
 * is declared beside it in server/modules/requests.
 *
 * Without zod, so the dashboards and the shells' menus read the workflows without loading it (issue 29): the
 * schemas of the requests' answers and bodies are in contract/requests.ts, which also exports all of this.
 */

/** History lines the server writes for every service, outside any workflow (retention: docs/decisions/0068). */
export const SHARED_EVENT_LABELS: Readonly<Record<string, string>> = {
  documents_deleted: 'Documents deleted (retention)',
};

/** Who makes a move: the shop (owner, staff, franchise member) or the back office (admin, staff). */
export type Side = 'merchant' | 'backend';

export type Move<S extends string> = {
  from: readonly S[];
  to: S;
  /** Who may make it; a few moves are open to both sides (a courier taken back by the shop or returned). */
  by: Side | readonly Side[];
  /**
   * charge: the package price is taken once; refund: the charge is returned once; refund_part: the
   * service's hook says how much of the charge goes back (nothing when 0), once (a partial allotment).
   */
  money: 'charge' | 'refund' | 'refund_part' | null;
  /** The button's words, e.g. "Verify" or "Raise query". */
  label: string;
  /** How a refusal says it: "… so it cannot be <past> now" (e.g. "verified", "picked up"). */
  past?: string;
  /** Whether the move asks for a reason or an answer. */
  remark: 'required' | 'optional' | 'none';
  /** A move that ends or undoes work is drawn in red and asks for a confirmation. */
  danger?: boolean;
  /**
   * A named input the service's own screen supplies beyond the remark (an ack number, an ARN and a
   * file). The decision bar leaves such a move to the screen's own form.
   */
  input?: string;
  /**
   * Made by the server itself on a provider's word (a verified result, a status answer, a time limit):
   * never offered as an action and given no route of its own.
   */
  auto?: boolean;
};

export type ListDecl<S extends string> = {
  title: string;
  states: readonly S[];
  /** The queue a back office works is read oldest first; every other list newest first. */
  oldestFirst?: boolean;
  /**
   * The columns this list shows first, when not its columns' default: what the list is for (the result of
   * finished requests, the reason of rejected ones) must be in view at 1366 px (firstView, decision 0072).
   */
  show?: readonly string[];
};

export type Workflow<S extends string = string, A extends string = string, K extends string = string> = {
  /** The request kind's key from its manifest (contract/services.ts): the `service` column of shared requests. */
  key: K;
  /** What the request is called in messages, e.g. "GST registration request". */
  noun: string;
  states: readonly S[];
  stateLabels: Record<S, string>;
  /** Mantine colour per state, for badges and dashboard cards. */
  stateColors: Record<S, string>;
  moves: Record<A, Move<S>>;
  lists: { merchant: Record<string, ListDecl<S>>; backend: Record<string, ListDecl<S>> };
};

/** Declares a workflow with its state and action names checked against each other. */
export function defineWorkflow<const S extends string, const A extends string, const K extends string>(
  w: Workflow<S, A, K>,
): Workflow<S, A, K> {
  for (const [action, m] of Object.entries(w.moves) as [A, Move<S>][]) {
    for (const s of [...m.from, m.to])
      if (!w.states.includes(s)) throw new Error(`${w.key}: move ${action} names unknown state ${s}`);
  }
  return w;
}

/*
 * The two moves most services share word for word, so a new workflow writes what is its own and these by name:
 * the shop's charging submit of a draft, and the back office's end of a charged request with a reason and the charge
 * returned once (a rejection; physical NSDL PAN's cancel and paperless's failure are the same move by other words).
 */

/** The shop's submit of a draft: the package price is charged once and the request goes to `to`. */
export function submitMove<const T extends string>(to: T, label = 'Submit'): Move<'draft' | T> {
  return { from: ['draft'], to, by: 'merchant', money: 'charge', label, remark: 'none' };
}

/** The back office ends a charged request from `from` with a required reason, refunding the charge once. */
export function refundMove<const S extends string, const T extends string = 'rejected'>(
  from: readonly S[],
  end: { to: T; label: string; past: string } = { to: 'rejected' as T, label: 'Reject', past: 'rejected' },
): Move<S | T> {
  return {
    from,
    to: end.to,
    by: 'backend',
    money: 'refund',
    label: end.label,
    past: end.past,
    remark: 'required',
    danger: true,
  };
}

/** The state an action leads to from `from`, or null when the workflow has no such move. */
export function nextState<S extends string, A extends string>(w: Workflow<S, A>, from: string, action: A): S | null {
  const m = w.moves[action];
  return m && (m.from as readonly string[]).includes(from) ? m.to : null;
}

export const madeBy = (m: Pick<Move<string>, 'by'>, side: Side) =>
  typeof m.by === 'string' ? m.by === side : m.by.includes(side);

/** Whether a side may make this move from a state: never an automatic one (the system's), and only from its states. */
export const movableBy = (m: Move<string>, side: Side, state: string) =>
  !m.auto && madeBy(m, side) && (m.from as readonly string[]).includes(state);

/**
 * The states the work on a request is over in: no move of its workflow leads out of them to another state
 * (what is left is a merchant's extra, such as a correction as a new draft, or a move that keeps the state).
 * Retention and erasure both read it (docs/decisions/0068).
 */
export function finishedStates(w: Pick<Workflow, 'states' | 'moves'>): string[] {
  const moves = Object.values(w.moves) as { from: readonly string[]; to: string }[];
  return (w.states as readonly string[]).filter(
    (s) => s !== 'draft' && moves.every((m) => !m.from.includes(s) || m.to === s),
  );
}

/**
 * One thing wrong with a request's data: the field (a dotted path), its form section, what to do, and
 * whether it is wrong as typed ('format': a save is refused) or still missing (needed before submitting).
 */
export type RequestProblem = { field: string; section: string; message: string; kind: 'format' | 'missing' };

/** A document a request needs before it is submitted, and how many (a photo of each person). */
export type RequiredDocument = { kind: string; label: string; count: number };

/** The required documents not yet uploaded enough times; `files` are the request's current files. */
export function missingDocuments(
  required: readonly RequiredDocument[],
  files: readonly { kind: string }[],
): { kind: string; label: string }[] {
  return required.flatMap((r) => {
    const have = files.filter((f) => f.kind === r.kind).length;
    if (have >= r.count) return [];
    return [{ kind: r.kind, label: r.count > 1 ? `${r.label} (${have} of ${r.count} uploaded)` : r.label }];
  });
}

/** Columns every shared request list has, worded the same in every service's lists. */
export const REQUEST_COLUMNS = {
  ref_no: { field: 'ref_no', label: 'Ref No', type: 'text', sortable: true, searchable: true, filterable: true },
  dated: { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  merchant_code: {
    field: 'merchant_code',
    label: 'Merchant',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
  },
  merchant_name: {
    field: 'merchant_name',
    label: 'Merchant Name',
    type: 'text',
    sortable: false,
    filterable: false,
    // This and the remark and last change wait in the columns menu, so a list's first view fits a laptop (decision 0072).
    hidden: true,
  },
  amount: { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  remark: {
    field: 'remark',
    label: 'Remark',
    type: 'text',
    sortable: false,
    filterable: false,
    hidden: true,
  },
  updated_at: {
    field: 'updated_at',
    label: 'Last Change',
    type: 'date',
    sortable: true,
    filterable: true,
    hidden: true,
  },
} as const satisfies Record<string, ColumnDef>;

/** A workflow's states as a filter offers them, in the workflow's order and words. */
export const stateOptions = <S extends string>(w: { states: readonly S[]; stateLabels: Record<S, string> }) =>
  w.states.map((value) => ({ value, label: w.stateLabels[value] }));

/**
 * A list's Status column, its filter's choices drawn from the workflow. The engine adds `state` to every shared list's
 * query, but the web's columns come from the contract: a list without this column cannot show or filter its status.
 */
export const stateColumn = (w: { states: readonly string[]; stateLabels: Record<string, string> }) =>
  ({
    field: 'state',
    label: 'Status',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: stateOptions(w),
  }) as const satisfies ColumnDef;
