import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courierItems, couriers } from '../../db/schema/couriers';
import { isUniqueViolation } from '../../db/ids';
import { recordEvent } from '../../lib/audit';
import { AppError, conflict, day, fieldError, msg, notFound, text, type Msg } from '../../lib/errors';
import { formatDate } from '../../../contract/format';
import type { CourierCandidate, CourierFormData, CourierMerchantOption, CourierView } from '../../../contract/couriers';
import { COURIER_STATE_LABELS } from '../../../contract/couriers';
import { panStore, type Application, type PanEngine } from '../nsdl-pan/workflow';
import {
  acknowledgedDays,
  applicationsCarried,
  applicationsInCourier,
  courierCandidates,
  merchantApplicationIds,
  merchantsWaitingForCourier,
} from '../nsdl-pan/courier-reads';
import { accountCard, accountsView, shopByCode } from '../users/read-model';
import type { Mover } from '../requests/engine';

/**
 * Couriers (docs/product.md#services-and-workflows): dispatched → received | returned. A courier carries acknowledged applications of
 * one merchant; recording it moves them to hardcopy_sent ('dispatch'), receiving it completes them
 * ('receive'), returning it puts them back to acknowledged ('return') so they can be sent again. Every
 * application move goes through nsdl-pan/transitions (event row each); every courier change is audited.
 */

export type Actor = Mover & { id: number; ip: string | null };
type Courier = typeof couriers.$inferSelect;

const NO_SUCH = 'No such courier.';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function problem(field: string, messages: Msg[]): AppError {
  return new AppError(400, messages[0], { [field]: messages });
}

/** The unique index couriers_docket_uq (lower(company), docket_no) as a 409 the form can show. */
function docketTaken(company: string, docketNo: string): AppError {
  return new AppError(409, msg('errors.couriers.docketTaken', { docketNo, company }), {
    docketNo: ['This docket number is already recorded for this courier company'],
  });
}

export function createCourierService(db: Db, pan: PanEngine) {
  const stateLabel = pan.stateLabel;
  const lockOne = async (tx: Tx, id: number): Promise<Application> => {
    const row = await panStore.lock(tx, id);
    if (!row) throw notFound('No such application.');
    return row;
  };
  const merchant = accountsView('merchant');
  /** The application ids a courier's items list. */
  const itemsOf = async (q: Db | Tx, courierId: number): Promise<number[]> =>
    (
      await q.select({ id: courierItems.applicationId }).from(courierItems).where(eq(courierItems.courierId, courierId))
    ).map((r) => r.id);
  const creator = accountsView('creator');
  const decider = accountsView('decider');

  /** The wallet holder whose data a courier belongs to, by id (merchant side) or code (back office). */
  async function merchantById(id: number) {
    const m = await accountCard(db, id);
    if (m?.role !== 'merchant') throw notFound('No such merchant.');
    return { id: m.id, code: m.code };
  }

  async function merchantByCode(code: string) {
    const m = await shopByCode(db, code);
    if (!m) throw fieldError('merchantCode', msg('errors.couriers.noMerchantCode', { code }));
    return m;
  }

  async function candidates(merchantId: number): Promise<CourierCandidate[]> {
    return courierCandidates(db, merchantId);
  }

  async function view(id: number, merchantId: number | null): Promise<CourierView> {
    const [r] = await db
      .select({
        c: couriers,
        merchantName: merchant.name,
        createdBy: creator.name,
        decidedBy: decider.name,
      })
      .from(couriers)
      .innerJoin(merchant, eq(merchant.id, couriers.merchantId))
      .innerJoin(creator, eq(creator.id, couriers.createdBy))
      .leftJoin(decider, eq(decider.id, couriers.decidedBy))
      .where(eq(couriers.id, id));
    // Another merchant's courier answers like a missing one, so ids reveal nothing.
    if (!r || (merchantId !== null && r.c.merchantId !== merchantId)) throw notFound(NO_SUCH);
    const apps = await applicationsCarried(db, await itemsOf(db, id));
    const c = r.c;
    return {
      id: c.id,
      merchantCode: c.merchantCode,
      merchantName: r.merchantName,
      company: c.company,
      docketNo: c.docketNo,
      dispatchDate: c.dispatchDate,
      remarks: c.remarks,
      state: c.state,
      items: c.items,
      createdBy: r.createdBy,
      createdAt: c.createdAt.toISOString(),
      decidedBy: r.decidedBy ?? null,
      decidedAt: c.decidedAt ? c.decidedAt.toISOString() : null,
      decisionRemark: c.decisionRemark,
      applications: apps.map((a) => ({ ...a, stateLabel: stateLabel(a.state) })),
    };
  }

  /**
   * Locks every application the change touches (in id order, as applyMoveToMany does, so two couriers
   * cannot deadlock) and checks that those to be carried belong to the merchant and are waiting for
   * their hard copy to be sent (or already ride in this courier), and that none was acknowledged after
   * the dispatch date. Anything wrong is a 400 naming the application; nothing has changed by then.
   */
  async function lockAndCheck(
    tx: Tx,
    merchantId: number,
    wanted: number[],
    also: number[],
    dispatchDate: string,
    courierId: number | null,
  ): Promise<Map<number, Application>> {
    const ownedIds = await merchantApplicationIds(tx, merchantId, wanted);
    const strangers = wanted.filter((id) => !ownedIds.has(id));
    if (strangers.length)
      throw problem(
        'applicationIds',
        strangers.map((id) => msg('errors.couriers.notTheirs', { id })),
      );

    const locked = new Map<number, Application>();
    for (const id of [...new Set([...wanted, ...also])].sort((a, b) => a - b)) locked.set(id, await lockOne(tx, id));

    const wrong: Msg[] = [];
    for (const id of wanted) {
      const app = locked.get(id)!;
      const waiting = app.state === 'acknowledged' && app.courierId === null;
      const riding = courierId !== null && app.courierId === courierId && app.state === 'hardcopy_sent';
      if (waiting || riding) continue;
      if (app.state === 'acknowledged' || app.state === 'hardcopy_sent')
        wrong.push(msg('errors.couriers.inAnotherCourier', { tokenNo: app.tokenNo }));
      else
        wrong.push(
          msg('errors.couriers.notAcknowledged', {
            tokenNo: app.tokenNo,
            state: text(stateLabel(app.state), 'lower'),
          }),
        );
    }
    if (wrong.length) throw problem('applicationIds', wrong);

    const acks = await acknowledgedDays(tx, wanted);
    const early = acks.filter((a) => a.ackDate > dispatchDate);
    if (early.length) {
      throw problem(
        'dispatchDate',
        early.map((a) => msg('errors.couriers.dispatchBeforeAck', { tokenNo: a.tokenNo, date: day(a.ackDate) })),
      );
    }
    return locked;
  }

  const dispatchRemark = (c: Pick<Courier, 'company' | 'docketNo'>) => `Sent by ${c.company}, docket ${c.docketNo}`;

  /** Records a parcel for a merchant and moves its applications to hardcopy_sent, all in one transaction. */
  async function create(
    merchant: { id: number; code: string },
    form: CourierFormData,
    actor: Actor,
  ): Promise<CourierView> {
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const locked = await lockAndCheck(tx, merchant.id, form.applicationIds, [], form.dispatchDate, null);
        const [c] = await tx
          .insert(couriers)
          .values({
            merchantId: merchant.id,
            merchantCode: merchant.code,
            company: form.company,
            docketNo: form.docketNo,
            dispatchDate: form.dispatchDate,
            remarks: form.remarks || null,
            items: form.applicationIds.length,
            createdBy: actor.id,
          })
          .returning();
        await tx
          .insert(courierItems)
          .values(form.applicationIds.map((applicationId) => ({ courierId: c.id, applicationId })));
        for (const appId of [...form.applicationIds].sort((a, b) => a - b)) {
          await pan.moveLocked(tx, actor, locked.get(appId)!, 'dispatch', {
            remark: dispatchRemark(c),
            set: { courierId: c.id },
          });
        }
        await recordEvent(tx, {
          actorId: actor.id,
          action: 'courier_dispatched',
          entityType: 'courier',
          entityId: c.id,
          toState: 'dispatched',
          remark: `${c.company} ${c.docketNo}: ${plural(c.items, 'application')}`,
          ip: actor.ip,
        });
        return c.id;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'couriers_docket_uq')) throw docketTaken(form.company, form.docketNo);
      throw e;
    }
    return view(id, null);
  }

  /** Locks a courier row; 404 for a missing one or another merchant's (merchantId given). */
  async function lockCourier(tx: Tx, id: number, merchantId: number | null): Promise<Courier> {
    const [c] = await tx.select().from(couriers).where(eq(couriers.id, id)).for('update');
    if (!c || (merchantId !== null && c.merchantId !== merchantId)) throw notFound(NO_SUCH);
    return c;
  }

  const decidedAlready = (c: Courier) =>
    conflict(
      c.decidedAt
        ? msg('errors.couriers.decidedAlreadyOn', {
            company: c.company,
            docketNo: c.docketNo,
            state: text(COURIER_STATE_LABELS[c.state], 'lower'),
            date: day(c.decidedAt),
          })
        : msg('errors.couriers.decidedAlready', {
            company: c.company,
            docketNo: c.docketNo,
            state: text(COURIER_STATE_LABELS[c.state], 'lower'),
          }),
    );

  /**
   * The merchant corrects a courier still on its way: details and the set of applications. Removed
   * applications go back to acknowledged (to be sent again), added ones are dispatched.
   */
  async function update(id: number, merchantId: number, form: CourierFormData, actor: Actor): Promise<CourierView> {
    try {
      await db.transaction(async (tx) => {
        const c = await lockCourier(tx, id, merchantId);
        if (c.state !== 'dispatched') throw decidedAlready(c);
        const current = await itemsOf(tx, id);
        const wanted = new Set(form.applicationIds);
        const removed = current.filter((a) => !wanted.has(a));
        const added = form.applicationIds.filter((a) => !current.includes(a));
        const locked = await lockAndCheck(tx, merchantId, form.applicationIds, removed, form.dispatchDate, id);
        const [u] = await tx
          .update(couriers)
          .set({
            company: form.company,
            docketNo: form.docketNo,
            dispatchDate: form.dispatchDate,
            remarks: form.remarks || null,
            items: form.applicationIds.length,
            updatedAt: new Date(),
          })
          .where(eq(couriers.id, id))
          .returning();
        for (const appId of [...removed, ...added].sort((a, b) => a - b)) {
          if (wanted.has(appId)) {
            await tx.insert(courierItems).values({ courierId: id, applicationId: appId });
            await pan.moveLocked(tx, actor, locked.get(appId)!, 'dispatch', {
              remark: dispatchRemark(u),
              set: { courierId: id },
            });
          } else {
            await tx
              .delete(courierItems)
              .where(and(eq(courierItems.courierId, id), eq(courierItems.applicationId, appId)));
            await pan.moveLocked(tx, actor, locked.get(appId)!, 'return', {
              remark: 'Removed from courier by the merchant',
              set: { courierId: null },
            });
          }
        }
        const changes: string[] = [];
        if (u.company !== c.company || u.docketNo !== c.docketNo) changes.push(`now ${u.company} ${u.docketNo}`);
        if (u.dispatchDate !== c.dispatchDate) changes.push(`dispatched ${formatDate(u.dispatchDate)}`);
        if (added.length) changes.push(`${plural(added.length, 'application')} added`);
        if (removed.length) changes.push(`${plural(removed.length, 'application')} removed`);
        await recordEvent(tx, {
          actorId: actor.id,
          action: 'courier_changed',
          entityType: 'courier',
          entityId: id,
          fromState: 'dispatched',
          toState: 'dispatched',
          remark: changes.join('; ') || 'details changed',
          ip: actor.ip,
        });
      });
    } catch (e) {
      if (isUniqueViolation(e, 'couriers_docket_uq')) throw docketTaken(form.company, form.docketNo);
      throw e;
    }
    return view(id, merchantId);
  }

  /** The back office's decision: received (applications completed) or returned (back to acknowledged). */
  async function decide(
    id: number,
    outcome: 'received' | 'returned',
    remark: string | null,
    actor: Actor,
  ): Promise<CourierView> {
    await db.transaction(async (tx) => {
      const c = await lockCourier(tx, id, null);
      if (c.state !== 'dispatched') throw decidedAlready(c);
      const ids = await applicationsInCourier(tx, id, await itemsOf(tx, id));
      if (outcome === 'received') {
        await pan.moveMany(tx, actor, ids, 'receive', {
          remark: remark || `Courier ${c.company} ${c.docketNo} received`,
        });
      } else {
        await pan.moveMany(tx, actor, ids, 'return', {
          remark: `Courier ${c.company} ${c.docketNo} returned: ${remark}`,
          set: { courierId: null },
        });
      }
      await tx
        .update(couriers)
        .set({
          state: outcome,
          decidedBy: actor.id,
          decidedAt: new Date(),
          decisionRemark: remark || null,
          updatedAt: new Date(),
        })
        .where(eq(couriers.id, id));
      await recordEvent(tx, {
        actorId: actor.id,
        action: outcome === 'received' ? 'courier_received' : 'courier_returned',
        entityType: 'courier',
        entityId: id,
        fromState: 'dispatched',
        toState: outcome,
        remark: remark || null,
        ip: actor.ip,
      });
    });
    return view(id, null);
  }

  /** Merchants with acknowledged applications waiting for a courier, for the back office's add screen. */
  async function merchantsWaiting(): Promise<CourierMerchantOption[]> {
    const rows = await merchantsWaitingForCourier(db);
    return rows.map((r) => ({
      value: r.code,
      label: `${r.code} — ${r.name} (${r.waiting} waiting)`,
      waiting: r.waiting,
    }));
  }

  return {
    merchantById,
    merchantByCode,
    candidates,
    view,
    create,
    update,
    receive: (id: number, remark: string | null, actor: Actor) => decide(id, 'received', remark, actor),
    returnCourier: (id: number, remark: string, actor: Actor) => decide(id, 'returned', remark, actor),
    merchantsWaiting,
  };
}

export type CourierService = ReturnType<typeof createCourierService>;
