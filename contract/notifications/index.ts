import { z } from 'zod';
import { NOTIFICATION_TONES } from './kinds';

/*
 * The bell (decision 0059). Each account gets notifications about its own work, written
 * in the same transaction as the change they announce; the back office gets one notification per kind of
 * waiting work (new registrations, KYC, payment requests) whose count grows until it is read.
 */

export * from './kinds';

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
