import type { AllowedAction, Move, Side, Workflow } from '../../../contract/requests';
import type { ServiceCode } from '../../../contract/services';
import type { StaffService } from '../../../contract/staff-permissions';
import type { Db, Tx } from '../../db/client';
import type { Announcement } from '../notifications/service';
import type { NarrationMessage } from '../wallet/narration';

/*
 * What the server knows of a service beyond its contract workflow: where its requests are stored, what a
 * request costs, and the steps that are truly its own (an ack number stored, a file attached). The
 * engine (engine.ts) does everything else the same way for every service.
 */

/** The columns the engine reads and writes on every service's request row. */
export type RequestBase = {
  id: number;
  merchantId: number;
  state: string;
  amountPaise: number;
  chargeEntryId: number | null;
  refundEntryId: number | null;
  /** The account that made the request (a staff member's work is told to it as well as to its shop). */
  createdBy?: number | null;
};

export type EventInput = {
  requestId: number;
  action: string;
  fromState: string | null;
  toState: string;
  actorId: number | null;
  remark: string | null;
};

/**
 * Where a service's requests live. NSDL PAN keeps pan_applications; the services built on the engine
 * share service_requests (store.ts). Every method runs in the caller's transaction.
 */
export type RequestStore<Row extends RequestBase> = {
  /** The ledger's refType for charges and refunds, and the prefix of their idempotency keys. */
  refType: string;
  keyPrefix: string;
  /** The request kind's key when the store holds one kind (a shared store's rows name theirs in `service`). */
  kind?: string;
  /** The number the agent quotes (token or reference), for messages and narrations. */
  ref(row: Row): string;
  /** One request, limited to a merchant's own when `merchantId` is given. */
  get(db: Db | Tx, id: number, merchantId: number | null): Promise<Row | undefined>;
  /** The request, locked until the transaction ends, so two moves on it run one after the other. */
  lock(tx: Db | Tx, id: number): Promise<Row | undefined>;
  /** Writes the columns (camelCase, as the table names them); may turn a unique violation into a 409. */
  update(tx: Db | Tx, row: Row, set: Record<string, unknown>): Promise<Row>;
  addEvent(tx: Db | Tx, e: EventInput): Promise<void>;
};

/** What a move is given beyond its name: the reason, and named values a service's hook reads. */
export type MoveInput = {
  remark?: string | null;
  /** The history line when it should say more than the remark ("Ack no 123…"). */
  eventRemark?: string | null;
  /** Columns to write with the move (the caller's own, e.g. a scan made before the transaction). */
  set?: Record<string, unknown>;
  [name: string]: unknown;
};

/**
 * What a hook answers: columns to write with the move, the history line, for a refund_part move how
 * much of the charge goes back (paise; nothing is posted when it is 0), and what to do after the commit.
 */
export type HookResult = {
  set?: Record<string, unknown>;
  eventRemark?: string;
  refundPaise?: number;
  /** Work for once the move has committed (sending a mail queued inside it); run by move and createAndMove. */
  afterCommit?: () => Promise<void>;
};
export type MoveHook<Row extends RequestBase> = (tx: Db | Tx, row: Row, input: MoveInput) => Promise<HookResult | void>;

export type ServiceDecl<Row extends RequestBase, S extends string = string, A extends string = string> = {
  workflow: Workflow<S, A>;
  store: RequestStore<Row>;
  /** The permission a merchant's staff needs (staff-permissions). */
  staffService: StaffService;
  /** The package rate a charge is made of, times the quantity. */
  price(row: Row): { code: ServiceCode; quantity: number };
  /** The shop's customer, as the receipt names them (issue 27); absent: the request's name and no mobile. */
  customer?(row: Row): { name: string; mobile: string };
  /** The ledger line for a charge or refund: a catalogue message, said in the reader's language (wallet/narration.ts). */
  narration(row: Row, action: A): NarrationMessage;
  /** A service's own step of a move, inside the move's transaction after every check. */
  hooks?: Partial<Record<A, MoveHook<Row>>>;
  /**
   * What the shop's bell says after a move: written in the move's transaction to the
   * merchant and the account that made the request. Given the request as the move leaves it.
   */
  announce?: Partial<Record<A, (row: Row) => Announcement>>;
  /** Actions of the service's own that are not workflow moves (edit a draft, reapply, a slip). */
  extraActions?(row: Row, side: Side): AllowedAction[];
};

export type { Move, Side, Workflow };

/** An action of a service's own (not a workflow move), as allowedActions lists it. */
export const ownAction = (action: string, label: string): AllowedAction => ({
  action,
  label,
  remark: 'none',
  danger: false,
  input: null,
});

/** What the shop does with a draft besides submitting it: edit it and upload its documents. */
export const DRAFT_ACTIONS: readonly AllowedAction[] = [
  ownAction('edit', 'Edit'),
  ownAction('upload', 'Upload documents'),
];
