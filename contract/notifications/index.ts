import { z } from 'zod';

/*
 * The bell (decision 0059). Each account gets notifications about its own work, written
 * in the same transaction as the change they announce; the back office gets one notification per kind of
 * waiting work (new registrations, KYC, payment requests) whose count grows until it is read.
 */

export const NOTIFICATIONS_API = {
  /** GET: the latest notifications and the unread count. */
  list: '/api/notifications',
  /** POST: one read. */
  read: (id: number | string) => `/api/notifications/${id}/read`,
  /** POST: every one read. */
  readAll: '/api/notifications/read-all',
  /** GET: server-sent events, one `notifications` event whenever this account's notifications change. */
  stream: '/api/notifications/stream',
} as const;

/** How many the panel lists. */
export const NOTIFICATIONS_SHOWN = 30;

/** good: done (acknowledged, approved, credited); bad: refused or needs the user (rejected, query); info: anything else. */
export const NOTIFICATION_TONES = ['good', 'bad', 'info'] as const;
export type NotificationTone = (typeof NOTIFICATION_TONES)[number];

/** The back office's kinds of waiting work, each one notification per account with a count. */
export const WAITING_KINDS = ['registration', 'kyc', 'payment_request'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

const WAITING_WORDS: Record<WaitingKind, { one: string; many: string; text: string }> = {
  registration: {
    one: 'new registration',
    many: 'new registrations',
    text: 'Shops waiting for approval in User Management › Registrations.',
  },
  kyc: {
    one: 'new KYC submission',
    many: 'new KYC submissions',
    text: 'Waiting for verification in User Management › KYC.',
  },
  payment_request: {
    one: 'new payment request',
    many: 'new payment requests',
    text: 'Waiting for approval in Payment Requests.',
  },
};

/**
 * "3 new payment requests": how many arrived since the account last read this kind (not how many are
 * still waiting: some may have been dealt with by a colleague since).
 */
export function waitingTitle(kind: WaitingKind, count: number): string {
  const w = WAITING_WORDS[kind];
  return `${count} ${count === 1 ? w.one : w.many}`;
}

export function waitingText(kind: WaitingKind): string {
  return WAITING_WORDS[kind].text;
}

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** The record's page in the portal (a path), or '' when there is none. */
  link: z.string(),
  tone: z.enum(NOTIFICATION_TONES),
  /** For a waiting kind: how many arrived since it was last read; otherwise 1. */
  count: z.number().int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The stream's event: the unread count now and the newest notification (the one to toast when it is new). */
export const notificationEventSchema = z.object({
  unread: z.number().int(),
  latest: notificationSchema.nullable(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
