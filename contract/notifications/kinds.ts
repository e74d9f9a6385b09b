/*
 * The bell's addresses, tones and waiting kinds (decision 0059), without zod, so the signed-in shells' bell loads
 * without it (issue 29); the answers' schemas are in ./index.ts, which also exports all of this.
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
