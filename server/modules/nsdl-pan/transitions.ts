import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { panApplicationEvents, panApplications } from '../../db/schema';
import { isUniqueViolation } from '../../db/ids';
import { AppError, conflict, notFound } from '../../lib/errors';
import { refund } from '../wallet/ledger';
import { PAN_ACTION_LABELS, PAN_STATE_LABELS } from '../../../contract/nsdl-pan';
import { MOVES, nextState, type PanAction, type PanState } from './states';

export type Application = typeof panApplications.$inferSelect;

/** Reads an application and locks it for the rest of the transaction, so two moves on it run one after the other. */
export async function lockApplication(tx: Db | Tx, id: number): Promise<Application> {
  const [row] = await tx.select().from(panApplications).where(eq(panApplications.id, id)).for('update');
  if (!row) throw notFound('No such application.');
  return row;
}

export function stateLabel(state: string): string {
  return PAN_STATE_LABELS[state as keyof typeof PAN_STATE_LABELS] ?? state;
}

/** 409 naming the application's state and what was asked, e.g. "already Verified, awaiting ack no". */
export function refused(app: Pick<Application, 'state' | 'tokenNo'>, action: PanAction | 'edit' | 'upload' | 'crop' | 'reapply'): AppError {
  const what = action === 'edit' ? 'changed' : action === 'upload' ? 'given new documents' : action === 'crop' ? 'cropped' : action === 'reapply' ? 'reapplied' : `${PAN_ACTION_LABELS[action].toLowerCase()}`;
  return conflict(`Application ${app.tokenNo} is ${stateLabel(app.state).toLowerCase()}, so it cannot be ${what === 'submitted' ? 'submitted again' : what.startsWith('acknowledgement') ? 'given an acknowledgement number' : what} now.`);
}

export async function addEvent(tx: Db | Tx, e: { applicationId: number; action: string; fromState: string | null; toState: string; actorId: number | null; remark?: string | null }) {
  await tx.insert(panApplicationEvents).values({ ...e, remark: e.remark ?? null });
}

/**
 * Applies one workflow move to a locked application: checks it against the table in states.ts, refunds
 * the charge when the move says so (once: the ledger's idempotency key is per application), writes the
 * new state and the event row. Charging happens in the service's submit, which also needs the price.
 */
export async function applyMove(
  tx: Db | Tx,
  app: Application,
  action: PanAction,
  opts: { actorId: number; remark?: string | null; ackNo?: string; set?: Partial<typeof panApplications.$inferInsert> },
): Promise<Application> {
  const to = nextState(app.state as PanState, action);
  if (!to) throw refused(app, action);
  const set: Partial<typeof panApplications.$inferInsert> = { state: to, updatedAt: new Date(), ...opts.set };
  if (opts.remark && ['reject', 'cancel', 'tin_reject', 'tin_reject_again'].includes(action)) set.remark = opts.remark;
  if (MOVES[action].money === 'refund' && app.chargeEntryId) {
    const { entry } = await refund(tx, {
      entryId: app.chargeEntryId,
      idempotencyKey: `pan:${app.id}:refund`,
      narration: `Refund: PAN application ${app.tokenNo} ${action === 'cancel' ? 'cancelled' : 'rejected'}`,
      actorId: opts.actorId,
      refType: 'pan_application',
      refId: app.id,
    });
    set.refundEntryId = entry.id;
  }
  if (action === 'acknowledge') set.ackNo = opts.ackNo;
  let updated: Application;
  try {
    [updated] = await tx.update(panApplications).set(set).where(eq(panApplications.id, app.id)).returning();
  } catch (e) {
    if (isUniqueViolation(e, 'pan_app_ack_uq')) throw conflict(`Acknowledgement number ${opts.ackNo} is already entered for another application.`);
    throw e;
  }
  await addEvent(tx, { applicationId: app.id, action, fromState: app.state, toState: to, actorId: opts.actorId, remark: opts.remark ?? (action === 'acknowledge' ? `Ack no ${opts.ackNo}` : null) });
  return updated;
}

/** Moves several locked applications the same way (a courier received or returned). */
export async function applyMoveToMany(tx: Db | Tx, ids: number[], action: PanAction, opts: { actorId: number; remark?: string | null; set?: Partial<typeof panApplications.$inferInsert> }) {
  const out: Application[] = [];
  // A fixed order, so two couriers touching the same rows cannot deadlock.
  for (const id of [...ids].sort((a, b) => a - b)) out.push(await applyMove(tx, await lockApplication(tx, id), action, opts));
  return out;
}

