import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_SHOWN,
  waitingText,
  waitingTitle,
  type Notification,
  type NotificationEvent,
  type NotificationList,
  type NotificationTone,
  type WaitingKind,
} from '../../../contract/notifications';
import { formatRupees } from '../../../contract/money';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { notFound } from '../../lib/errors';
import { activeBackOfficeIds, activeBackOfficeSql } from '../users/read-model';

/*
 * The bell's store (decision 0059). Every writer takes the caller's transaction: a
 * notification is written with the change it announces, so neither exists without the other. The
 * database trigger of migration 0026 then wakes the account's open streams once the change commits.
 */

/** What happened to someone's work, as the bell lists it. */
export type Announcement = {
  /** What happened, e.g. 'payment_request.approved' (kept for tests and a later per-topic setting). */
  topic: string;
  title: string;
  text?: string;
  /** The record's page in the portal, e.g. '/merchant/product/gst/registration/view/12'. */
  link?: string;
  tone: NotificationTone;
};

/** A remark as a sentence of the bell's text: its own full stop, whatever the person typed at the end. */
export const sentence = (text: string) => `${text.replace(/[.\s]+$/, '')}.`;

/** "Reason: …." for a remark, or nothing without one. */
export const reasonText = (remark: string | null | undefined) => (remark?.trim() ? `Reason: ${sentence(remark)}` : '');

/** A refusal as a shop is told it: the reason, and the charge given back when it was. */
export function refusalText(row: {
  remark?: string | null;
  refundEntryId: number | null;
  amountPaise: number;
}): string {
  return [reasonText(row.remark), row.refundEntryId ? `${formatRupees(row.amountPaise)} is back in your wallet.` : '']
    .filter(Boolean)
    .join(' ');
}

/** Tells each of these accounts (duplicates and nulls dropped). */
export async function notifyUsers(
  tx: Db | Tx,
  userIds: readonly (number | null | undefined)[],
  a: Announcement,
): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return;
  await tx.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      topic: a.topic,
      title: a.title.slice(0, 200),
      text: (a.text ?? '').slice(0, 500),
      link: a.link ?? '',
      tone: a.tone,
    })),
  );
}

/**
 * Tells a shop about its work: the merchant account, and the staff member who made the record when it
 * was not the owner (both see it on their own bell).
 */
export async function notifyMerchant(
  tx: Db | Tx,
  who: { merchantId: number; madeBy?: number | null },
  a: Announcement,
): Promise<void> {
  await notifyUsers(tx, [who.merchantId, who.madeBy], a);
}

/**
 * One more piece of waiting work for the back office: every active admin and staff account gets it
 * added to its unread notification of this kind (or a new one, when the last was read).
 */
export async function notifyBackOffice(tx: Db | Tx, kind: WaitingKind, link: string): Promise<void> {
  const groupKey = `waiting.${kind}`;
  await tx.execute(sql`
    INSERT INTO notifications (user_id, topic, group_key, title, text, link, tone)
    SELECT u.id, ${groupKey}, ${groupKey}, ${waitingTitle(kind, 1)}, ${waitingText(kind)}, ${link}, 'info'
      FROM (${activeBackOfficeSql}) u
    ON CONFLICT (user_id, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
    DO UPDATE SET count = notifications.count + 1, created_at = now()`);
}

type Row = typeof notifications.$inferSelect;

function shown(r: Row): Notification {
  const kind = r.groupKey?.startsWith('waiting.') ? (r.groupKey.slice('waiting.'.length) as WaitingKind) : null;
  return {
    id: r.id,
    title: kind ? waitingTitle(kind, r.count) : r.title,
    text: r.text,
    link: r.link,
    tone: r.tone,
    count: r.count,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt ? r.readAt.toISOString() : null,
  };
}

async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return r?.n ?? 0;
}

/** The account's latest notifications, newest first (a waiting kind by its latest arrival), and how many are unread. */
export async function listNotifications(
  db: Db,
  userId: number,
  limit = NOTIFICATIONS_SHOWN,
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { unread: await unreadCount(db, userId), items: rows.map(shown) };
}

/** What the account's open bells are sent when its notifications change. */
export async function notificationEvent(db: Db, userId: number): Promise<NotificationEvent> {
  const { unread, items } = await listNotifications(db, userId, 1);
  return { unread, latest: items[0] ?? null };
}

/** One notification read; another account's id is the 404 an unknown id gets. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationList> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound('No such notification.');
  if (!row.readAt)
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return listNotifications(db, userId);
}

/** Every unread notification of the account read. */
export async function markAllRead(db: Db, userId: number): Promise<NotificationList> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return listNotifications(db, userId);
}

/** The active back-office accounts (tests and the demo seed check who a waiting notification reached). */
export async function backOfficeIds(db: Db | Tx): Promise<number[]> {
  return activeBackOfficeIds(db);
}
