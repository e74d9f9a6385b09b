import { scrubAadhaar } from '../../../contract/aadhaar';
import type { AllowedAction, Side } from '../../../contract/requests';
import { madeBy, movesFrom } from '../../../contract/requests';
import type { ServiceCode } from '../../../contract/services';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, conflict, forbidden, msg, notFound, text } from '../../lib/errors';
import { requireApprovedKyc } from '../kyc/guard';
import { requireStaffService } from '../staff-permissions/service';
import type { HookResult, MoveInput, RequestBase, ServiceDecl } from './declare';
import { moveRecord, postMoney, type Money } from './move';
import { englishNarration } from '../wallet/narration';
import { messageRejected } from '../messaging/service';
import { announceStage } from '../messaging/customer';
import { recordRefundReceipt, recordSaleReceipt } from '../receipts/service';
import { recordChargeLine, recordRefundLine } from '../invoices/capture';
import { issueAfterMove } from '../invoices/service';
import { creditMargin, prepareMarginCharge, prepareMarginRefund, reverseMargin } from '../margins/charge';

/** The package's price for a service code, in paise (null when the package has none). */
export type PriceOf = (merchantId: number, code: ServiceCode) => Promise<number | null>;

/** Who makes a move: a signed-in account, or a service acting for one (a courier booked by the shop). */
export type Mover = Pick<AuthUser, 'role' | 'kind' | 'merchantId'> & { id: number | null };

/** The server itself, making a move on a provider's word (a reconciler, a verified result): no person, back-office side. */
export const SYSTEM_MOVER: Mover = { id: null, role: 'admin', kind: null, merchantId: null };

/** The side a signed-in account works on. */
export function sideOf(user: Pick<AuthUser, 'role'>): Side {
  return user.role === 'merchant' ? 'merchant' : 'backend';
}

/** Today's date in India (YYYY-MM-DD): request dates are Indian calendar days. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The hooks' after-commit work of the transactions `move` and `createAndMove` run, by transaction. */
const afterCommit = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * The request workflow (docs/decisions/0051): every move of every service goes through
 * `move`, which in one transaction locks the request, checks the move and who makes it, charges or
 * refunds once (ledger idempotency keys per request), writes the state and the event, and runs the
 * service's own hook. Scope is decided here too: a merchant account reaches only its merchant's
 * requests (staff only with its owner's tick for the service); another shop's id is a 404, the same as
 * an id that does not exist. A deactivated shop never gets here: its sessions are refused (decision 0044).
 */
export function createRequestEngine<Row extends RequestBase, S extends string, A extends string>(
  db: Db,
  decl: ServiceDecl<Row, S, A>,
  priceOf: PriceOf,
) {
  const { workflow: w, store } = decl;

  /** The merchant whose requests a merchant account works on (itself, or its owner for staff). */
  async function merchantOf(user: AuthUser): Promise<number> {
    if (user.role !== 'merchant' || !user.merchantId) throw forbidden();
    await requireStaffService(db, user, decl.staffService);
    return user.merchantId;
  }

  /** A request the caller may see, or the 404 any unknown id gets. */
  async function find(user: AuthUser, side: Side, id: number): Promise<Row> {
    if (side !== sideOf(user)) throw forbidden();
    const row = await store.get(db, id, side === 'merchant' ? await merchantOf(user) : null);
    if (!row) throw notFound(msg('errors.requests.notFound', { noun: text(w.noun) }));
    return row;
  }

  function stateLabel(state: string): string {
    return (w.stateLabels as Record<string, string>)[state] ?? state;
  }

  /** 409 naming the request's state and what was asked, e.g. "is completed, so it cannot be rejected now". */
  function refused(row: Row, what: string): AppError {
    return conflict(
      msg('errors.requests.refusedNow', {
        noun: text(w.noun, 'capital'),
        ref: store.ref(row),
        state: text(stateLabel(row.state), 'lower'),
        what,
      }),
    );
  }

  const pastTense = (action: A) => {
    const m = w.moves[action];
    return m.money === 'charge' ? 'submitted again' : (m.past ?? `moved by "${m.label}"`);
  };

  /** What `user` may do with `row` now: the workflow's moves from its state for the user's side, then the service's own. */
  function allowedActions(row: Row, side: Side): AllowedAction[] {
    return [...movesFrom(w, row.state, side), ...(decl.extraActions?.(row, side) ?? [])];
  }

  /** A request's charge (Dr) or the part of it given back (Cr, reversing the charge), under the request's own key. */
  function moneyFor(row: Row, action: A, money: { direction: 'Dr' | 'Cr'; paise: number; reverses?: number }): Money {
    const line = decl.narration(row, action);
    return {
      merchantId: row.merchantId,
      direction: money.direction,
      paise: money.paise,
      reverses: money.reverses ?? null,
      refType: store.refType,
      refId: row.id,
      narration: englishNarration(line),
      narrationMessage: line,
      key: `${store.keyPrefix}:${row.id}:${money.direction === 'Dr' ? 'charge' : 'refund'}`,
    };
  }

  /**
   * Gives back part of a request's charge (what the hook of a refund_part move says), as one Cr that
   * reverses the charge: its key is the request's refund key, so a request is refunded at most once in all.
   */
  async function refundPart(tx: Db | Tx, user: Mover, row: Row, action: A, paise: number): Promise<number> {
    if (!row.chargeEntryId || !Number.isSafeInteger(paise) || paise > row.amountPaise) {
      throw new AppError(
        422,
        msg('errors.requests.refundTooMuch', {
          ref: store.ref(row),
          amount: String(paise / 100),
          charge: String(row.amountPaise / 100),
        }),
      );
    }
    return postMoney(tx, user.id, moneyFor(row, action, { direction: 'Cr', paise, reverses: row.chargeEntryId }));
  }

  /**
   * One move on a request already locked in `tx`, made by the shared move (move.ts). `price` is the
   * charge in paise, read before the transaction by `move` (or by a caller that prepared other work first).
   */
  async function moveLocked(
    tx: Db | Tx,
    user: Mover,
    row: Row,
    action: A,
    input: MoveInput = {},
    price?: number | null,
  ): Promise<Row> {
    const m = w.moves[action];
    if (!m) throw badRequest(msg('errors.requests.unknownAction', { action }));
    const side = sideOf(user);
    // A reason is free text: an Aadhaar number typed into it is masked before it is stored (decision 0067).
    const remark = scrubAadhaar(input.remark?.trim() ?? '') || null;
    let hooked: HookResult | undefined;
    // Issue 28 §2: a franchise member's charge credits its owner's margin, and a refund takes it back (margins/charge.ts).
    let cut: Awaited<ReturnType<typeof prepareMarginCharge>> = null;
    let credited: Awaited<ReturnType<typeof prepareMarginRefund>> = null;
    const marginRef = { refType: store.refType, keyPrefix: store.keyPrefix, requestId: row.id, ref: store.ref(row) };
    const moved = await moveRecord(tx, {
      noun: w.noun,
      action,
      actorId: user.id,
      lock: async () => row,
      side: {
        mover: side,
        by: (['merchant', 'backend'] as const).filter((s) => madeBy(m, s)),
        refusal:
          side === 'merchant'
            ? 'Only the back office can do this.'
            : 'Only the shop that made the request can do this.',
      },
      scope: side === 'merchant' ? { merchantId: user.merchantId, of: (r) => r.merchantId } : undefined,
      state: (r) => r.state,
      from: m.from,
      to: m.to,
      refused: (r) => refused(r, pastTense(action)),
      async check() {
        if (m.remark === 'required' && !remark) throw badRequest('Give a reason.', { remark: ['Required'] });
        // Both wallets are locked before the member's money moves, in wallet-id order.
        if ((m.money === 'refund' || m.money === 'refund_part') && row.chargeEntryId)
          credited = await prepareMarginRefund(tx, store.refType, row.id);
        if (m.money !== 'charge') return;
        if (user.id == null) throw forbidden('Only a person charges a request.');
        await requireApprovedKyc(tx, { ...user, id: user.id });
        if (price == null)
          throw new AppError(422, 'Your package has no price for this service. Ask the back office to set it up.');
        if (price && !row.chargeEntryId)
          cut = await prepareMarginCharge(tx, row.merchantId, { ...decl.price(row), paise: price });
      },
      money(r) {
        // A free service (a price of 0) is submitted with nothing posted: the ledger holds no empty entries.
        if (m.money === 'charge' && price) return moneyFor(r, action, { direction: 'Dr', paise: price });
        if (m.money !== 'refund' || !r.chargeEntryId) return null;
        const { refType, refId, narration, narrationMessage, key } = moneyFor(r, action, { direction: 'Cr', paise: 0 });
        return { refundOf: r.chargeEntryId, refType, refId, narration, narrationMessage, key };
      },
      async write(tx, r, entryId) {
        const set: Record<string, unknown> = { state: m.to, updatedAt: new Date(), ...input.set };
        if (m.remark === 'required') set.remark = remark;
        if (m.money === 'charge') {
          Object.assign(set, { amountPaise: price, submittedAt: new Date(), dated: indiaToday() });
          if (entryId) set.chargeEntryId = entryId;
          if (cut && entryId)
            await creditMargin(tx, user.id, cut, {
              ...marginRef,
              chargeEntryId: entryId,
              chargePaise: price ?? 0,
              dated: indiaToday(),
            });
        }
        if (m.money === 'refund' && entryId) set.refundEntryId = entryId;
        hooked = (await decl.hooks?.[action]?.(tx, r, input)) ?? undefined;
        Object.assign(set, hooked?.set);
        if (hooked?.afterCommit) afterCommit.get(tx)?.push(hooked.afterCommit);
        let back = 0;
        if (m.money === 'refund_part') {
          back = hooked?.refundPaise ?? 0;
          // Narrated from the request as the move leaves it (an allotment says how many were not given).
          if (back > 0) set.refundEntryId = await refundPart(tx, user, { ...r, ...set }, action, back);
        }
        if (credited && ((m.money === 'refund' && entryId) || back > 0))
          await reverseMargin(tx, user.id, credited, {
            ...marginRef,
            refundPaise: back > 0 ? back : credited.chargePaise,
          });
        const out = await store.update(tx, r, set);
        // The customer's receipt is written with the charge or the refund, so there is never one without the other.
        if (m.money === 'charge' && price != null) await saleReceipt(tx, user, out, price);
        if ((m.money === 'refund' && entryId) || back > 0)
          await recordRefundReceipt(tx, {
            refType: store.refType,
            requestId: out.id,
            walletPaise: back > 0 ? back : null,
            madeBy: user.id,
          });
        // Issue 28 §3: the agency's tax line of the charge or refund, with the money; numbered after commit (per-charge
        // mode) or by the invoices job.
        const refundEntry = back > 0 ? (set.refundEntryId as number) : m.money === 'refund' ? entryId : null;
        if (m.money === 'charge' && price && entryId)
          await recordChargeLine(tx, {
            merchantId: out.merchantId,
            refType: store.refType,
            requestId: out.id,
            reference: store.ref(out),
            ...decl.price(out),
            paise: price,
            ledgerEntryId: entryId,
          });
        if (refundEntry)
          await recordRefundLine(tx, {
            refType: store.refType,
            requestId: out.id,
            ledgerEntryId: refundEntry,
            paise: back > 0 ? back : null,
          });
        if ((m.money === 'charge' && price && entryId) || refundEntry)
          afterCommit.get(tx)?.push(() => issueAfterMove(db));
        return out;
      },
      record: (tx, e, r) => store.addEvent(tx, { requestId: r.id, ...e }),
      remark: () => scrubOrNull(input.eventRemark ?? hooked?.eventRemark ?? remark),
      announce(updated) {
        const said = decl.announce?.[action]?.(updated);
        return said && { to: { merchantId: updated.merchantId, madeBy: updated.createdBy }, said };
      },
    });
    // Issue 27 §3: the shop's SMS / WhatsApp of a rejection, queued in the move's transaction.
    if (/rejected$/.test(m.to))
      await messageRejected(tx, {
        merchantId: moved.merchantId,
        ref: store.ref(moved),
        reason: remark,
        // The charge it follows tells a second rejection (after a resubmission) from a replay of the first.
        eventKey: `${store.keyPrefix}:${moved.id}:${action}:${row.chargeEntryId ?? 0}`,
      });
    await customerMessages(tx, row.state, moved);
    return moved;
  }

  /** The customer's SMS / WhatsApp of the stage a move brings, when they agreed to them on the form (issue 27 §3). */
  async function customerMessages(tx: Db | Tx, fromState: string, moved: Row): Promise<void> {
    const cols = moved as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const kind = store.kind ?? str(cols.service);
    if (!kind) return;
    await announceStage(tx, {
      kind,
      ref: store.ref(moved),
      merchantId: moved.merchantId,
      keyPrefix: store.keyPrefix,
      requestId: moved.id,
      chargeEntryId: moved.chargeEntryId,
      fromState,
      toState: moved.state,
      consent: cols.consent,
      mobile: decl.customer?.(moved).mobile,
      // NSDL PAN keeps its acknowledgement in ackNo; a paperless application's is its result.
      ackNo: str(cols.ackNo) ?? str(cols.result),
      courierId: typeof cols.courierId === 'number' ? cols.courierId : null,
    });
  }

  /** The sale receipt of a request just charged `price` paise, with the customer's name and mobile as the form has them. */
  async function saleReceipt(tx: Db | Tx, user: Mover, row: Row, price: number): Promise<void> {
    const { code, quantity } = decl.price(row);
    const cols = row as Record<string, unknown>;
    const customer = decl.customer?.(row) ?? { name: typeof cols.name === 'string' ? cols.name : '', mobile: '' };
    await recordSaleReceipt(tx, {
      merchantId: row.merchantId,
      refType: store.refType,
      requestId: row.id,
      reference: store.ref(row),
      code,
      quantity,
      walletPaise: price,
      customerName: customer.name,
      customerMobile: customer.mobile,
      consent: cols.consent ?? null,
      madeBy: user.id,
    });
  }

  /**
   * The price of a charging move, read before its transaction (null when the package has none). A
   * request not made yet is priced from the columns it will have (decl.price reads no others).
   */
  async function chargeFor(row: Row | (Pick<Row, 'merchantId'> & Partial<Row>)): Promise<number | null> {
    const { code, quantity } = decl.price(row as Row);
    const rate = await priceOf(row.merchantId, code);
    return rate == null ? null : rate * quantity;
  }

  /**
   * A transaction of its own for a move, then the hooks' work for after its commit. A module that calls moveLocked
   * in a transaction of its own opens it here, or the after-commit work (a per-charge tax invoice) never runs.
   */
  async function committed(work: (tx: Db | Tx) => Promise<Row>): Promise<Row> {
    const after: (() => Promise<void>)[] = [];
    const row = await db.transaction(async (tx) => {
      afterCommit.set(tx, after);
      return work(tx);
    });
    for (const f of after) await f();
    return row;
  }

  /** One move in its own transaction: the request is found in the caller's scope, then locked. */
  async function move(user: AuthUser, id: number, action: A, input: MoveInput = {}): Promise<Row> {
    const side = sideOf(user);
    const seen = await find(user, side, id);
    const price = w.moves[action]?.money === 'charge' ? await chargeFor(seen) : undefined;
    return committed(async (tx) => {
      const row = await store.lock(tx, id);
      if (!row) throw notFound(msg('errors.requests.notFound', { noun: text(w.noun) }));
      return moveLocked(tx, user, row, action, input, price);
    });
  }

  /**
   * Makes a request and its first move in one transaction (coupons are requested and charged at once):
   * a refused move (a short balance, no KYC, a hook's refusal) leaves no request behind. `draft` holds
   * the columns the price is read from; `create` inserts the row inside the transaction.
   */
  async function createAndMove(
    user: AuthUser,
    draft: Pick<Row, 'merchantId'> & Partial<Row>,
    create: (tx: Db | Tx) => Promise<Row>,
    action: A,
    input: MoveInput = {},
  ): Promise<Row> {
    const price = w.moves[action]?.money === 'charge' ? await chargeFor(draft) : undefined;
    return committed(async (tx) => moveLocked(tx, user, await create(tx), action, input, price));
  }

  /** The same move on several requests, locked in id order so two callers cannot deadlock. */
  async function moveMany(tx: Db | Tx, user: Mover, ids: number[], action: A, input: MoveInput = {}): Promise<Row[]> {
    const out: Row[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const row = await store.lock(tx, id);
      if (!row) throw notFound(msg('errors.requests.notFound', { noun: text(w.noun) }));
      out.push(await moveLocked(tx, user, row, action, input));
    }
    return out;
  }

  /** Whether `side` may take `action` (a move or one of the service's own actions) on `row` now. */
  function can(row: Row, side: Side, action: string): boolean {
    return allowedActions(row, side).some((a) => a.action === action);
  }

  return {
    workflow: w,
    store,
    merchantOf,
    find,
    stateLabel,
    refused,
    allowedActions,
    can,
    move,
    moveLocked,
    moveMany,
    createAndMove,
    chargeFor,
    committed,
  };
}

export type RequestEngine<Row extends RequestBase, S extends string = string, A extends string = string> = ReturnType<
  typeof createRequestEngine<Row, S, A>
>;

const scrubOrNull = (text: string | null | undefined) => (text == null ? null : scrubAadhaar(text));
