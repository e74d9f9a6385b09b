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
import type { Locale, MessageId } from '../../../contract/i18n';
import type { Db, Tx } from '../../db/client';
import { notifications, type NotificationMessage, type StoredMessage } from '../../db/schema/notifications';
import { contractText, hasMessage, translate } from '../../lib/i18n';
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
  /**
   * Issue 26: the same title and text as catalogue messages (`notices`), so the bell shows them in the reader's
   * language; title/text above stay the English kept with the row.
   */
  message?: { title: Said; text?: Said[] };
};

/**
 * A catalogue message and its values, stored with a notification and rendered when read.
 * `labels` names the values that are contract English (a request's noun, a coupon type: decision 0075's contract
 * texts): they are stored in English and each is put in the reader's language with contractText when read, so a
 * label translated later shows translated on old rows too. Other values (numbers, references, amounts, a remark
 * someone typed) are shown as written.
 */
export type Said = StoredMessage & { id: MessageId; labels?: string[] };
export const said = (id: MessageId, values?: Record<string, string | number>, labels?: string[]): Said =>
  labels?.length ? { id, values, labels } : { id, values };

/** The "Reason: …." sentence as a message (none without a remark). */
export const reasonSaid = (remark: string | null | undefined): Said[] =>
  remark?.trim() ? [said('notices.reason', { reason: sentence(remark) })] : [];

/** A refusal's sentences as messages: the reason, and the charge given back when it was. */
export const refusalSaid = (row: {
  remark?: string | null;
  refundEntryId: number | null;
  amountPaise: number;
}): Said[] => [
  ...reasonSaid(row.remark),
  ...(row.refundEntryId ? [said('notices.refunded', { amount: formatRupees(row.amountPaise) })] : []),
];

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
      message: a.message ?? null,
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

/** A stored message in a language; an id the catalogues no longer have gives null (the row's English then). */
function render(locale: Locale, m: StoredMessage): string | null {
  if (!hasMessage(m.id as MessageId)) return null;
  const labels = (m as Said).labels ?? [];
  const values = Object.fromEntries(
    Object.entries(m.values ?? {}).map(([k, v]) => [
      k,
      labels.includes(k) && typeof v === 'string' ? contractText(locale, v) : v,
    ]),
  );
  return translate(locale, m.id as MessageId, values);
}

/** The row's title and text in the reader's language: from its message when it has one, else the stored English. */
function words(r: Row, locale: Locale, kind: WaitingKind | null): { title: string; text: string } {
  const message: NotificationMessage | null = kind
    ? {
        title: said(`notices.waiting.${kind}.title` as MessageId),
        text: [said(`notices.waiting.${kind}.text` as MessageId)],
      }
    : r.message;
  if (!message) return { title: r.title, text: r.text };
  const title = render(locale, { ...message.title, values: { ...message.title.values, count: r.count } });
  const parts = (message.text ?? []).map((m) => render(locale, m));
  return {
    title: title ?? (kind ? waitingTitle(kind, r.count) : r.title),
    text: parts.every((p) => p !== null) ? parts.join(' ') : r.text,
  };
}

function shown(r: Row, locale: Locale): Notification {
  const kind = r.groupKey?.startsWith('waiting.') ? (r.groupKey.slice('waiting.'.length) as WaitingKind) : null;
  return {
    id: r.id,
    ...words(r, locale, kind),
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
  locale: Locale = 'en',
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { unread: await unreadCount(db, userId), items: rows.map((r) => shown(r, locale)) };
}

/** What the account's open bells are sent when its notifications change. */
export async function notificationEvent(db: Db, userId: number, locale: Locale = 'en'): Promise<NotificationEvent> {
  const { unread, items } = await listNotifications(db, userId, 1, locale);
  return { unread, latest: items[0] ?? null };
}

/** One notification read; another account's id is the 404 an unknown id gets. */
export async function markRead(db: Db, userId: number, id: number, locale: Locale = 'en'): Promise<NotificationList> {
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
  return listNotifications(db, userId, NOTIFICATIONS_SHOWN, locale);
}

/** Every unread notification of the account read. */
export async function markAllRead(db: Db, userId: number, locale: Locale = 'en'): Promise<NotificationList> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return listNotifications(db, userId, NOTIFICATIONS_SHOWN, locale);
}

/** The active back-office accounts (tests and the demo seed check who a waiting notification reached). */
export async function backOfficeIds(db: Db | Tx): Promise<number[]> {
  return activeBackOfficeIds(db);
}
