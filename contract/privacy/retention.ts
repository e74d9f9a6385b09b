import { z } from 'zod';

/** Setting › Retention (docs/decisions/0068): admin only. */
export const RETENTION_API = '/api/backend/privacy/retention';

/** The bounds are the privacy_settings table's checks, so the form, the route and the database agree. */
export const RETENTION_BOUNDS = {
  documentDays: { min: 1, max: 3650 },
  draftDays: { min: 1, max: 3650 },
  accessLogDays: { min: 365, max: 3650 },
  messageDays: { min: 1, max: 3650 },
} as const;

export const RETENTION_DEFAULTS = { documentDays: 90, draftDays: 30, accessLogDays: 730, messageDays: 30 } as const;

const FIELD_WORDS = {
  documentDays: 'Days to keep documents after an application is finished',
  draftDays: 'Days an untouched draft is kept',
  accessLogDays: 'Days to keep the access log',
  messageDays: "Days to keep a message's mobile number and words",
} as const;

function days(field: keyof typeof RETENTION_BOUNDS) {
  const { min, max } = RETENTION_BOUNDS[field];
  const words = `${FIELD_WORDS[field]}: a whole number from ${min} to ${max}`;
  return z.number({ error: words }).int(words).min(min, words).max(max, words);
}

export const RetentionSettingsInput = z.object({
  documentDays: days('documentDays'),
  draftDays: days('draftDays'),
  accessLogDays: days('accessLogDays'),
  // Optional, so a client saved before issue 27 keeps the value it does not know about.
  messageDays: days('messageDays').optional(),
});
export type RetentionSettingsInput = z.infer<typeof RetentionSettingsInput>;

/** What one run of the retention job did (job_runs.summary). */
export const RetentionSummary = z.object({
  /** Finished NSDL PAN applications and shared requests whose documents were deleted. */
  applications: z.number().int(),
  requests: z.number().int(),
  /** Stored files whose bytes were deleted from those records. */
  files: z.number().int(),
  /** Drafts deleted whole, and the files that went with them. */
  drafts: z.number().int(),
  draftFiles: z.number().int(),
  /** Access-log rows older than the days kept. */
  accessLog: z.number().int(),
  /** SMS / WhatsApp messages whose number was cut to four digits and values dropped. */
  messages: z.number().int(),
  /** Receipts whose customer mobile was cut to four digits (the request finished `document_days` ago). */
  receipts: z.number().int(),
});
export type RetentionSummary = z.infer<typeof RetentionSummary>;

export const RetentionRun = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['running', 'done', 'failed']),
  summary: RetentionSummary.partial(),
  error: z.string().nullable(),
});
export type RetentionRun = z.infer<typeof RetentionRun>;

export const RetentionView = RetentionSettingsInput.extend({
  messageDays: days('messageDays'),
  /** null while the defaults apply (nobody has saved the settings yet). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The job's last run, or null before the first. */
  lastRun: RetentionRun.nullable(),
});
export type RetentionView = z.infer<typeof RetentionView>;

/** "Run now": what the run did, and the page's data after it. */
export const RetentionRunResult = z.object({ message: z.string(), view: RetentionView });
export type RetentionRunResult = z.infer<typeof RetentionRunResult>;

export const RETENTION_UNDER_WAY = 'The retention job is running now. Wait for it to finish, then look again.';

/**
 * What a run did as a catalogue message (issue 26), for the page and the server's answer in the reader's
 * language; its English is describeRun's.
 */
export function runMessage(s: Partial<RetentionSummary>):
  | { id: 'office.retention.nothingDeleted'; values: Record<string, never> }
  | {
      id: 'office.retention.deleted';
      values: Record<'files' | 'finished' | 'drafts' | 'draftFiles' | 'accessLog', number>;
    } {
  const finished = (s.applications ?? 0) + (s.requests ?? 0);
  if (!finished && !s.drafts && !s.accessLog) return { id: 'office.retention.nothingDeleted', values: {} };
  return {
    id: 'office.retention.deleted',
    values: {
      files: s.files ?? 0,
      finished,
      drafts: s.drafts ?? 0,
      draftFiles: s.draftFiles ?? 0,
      accessLog: s.accessLog ?? 0,
    },
  };
}

/** The run's cutting of numbers (issue 27) as a second sentence, or null when it cut none. */
export function maskedMessage(
  s: Partial<RetentionSummary>,
): { id: 'office.retention.masked'; values: Record<'messages' | 'receipts', number> } | null {
  if (!s.messages && !s.receipts) return null;
  return { id: 'office.retention.masked', values: { messages: s.messages ?? 0, receipts: s.receipts ?? 0 } };
}

/** What a run did, in a sentence for the page. */
export function describeRun(s: Partial<RetentionSummary>): string {
  const n = (count: number | undefined, one: string, many: string) =>
    `${count ?? 0} ${(count ?? 0) === 1 ? one : many}`;
  const finished = (s.applications ?? 0) + (s.requests ?? 0);
  if (!finished && !s.drafts && !s.accessLog) return 'Nothing was past its time: nothing was deleted.';
  return (
    `Deleted ${n(s.files, 'file', 'files')} of ${n(finished, 'finished application', 'finished applications')}, ` +
    `${n(s.drafts, 'untouched draft', 'untouched drafts')} (with ${n(s.draftFiles, 'file', 'files')}) ` +
    `and ${n(s.accessLog, 'access-log row', 'access-log rows')}.`
  );
}
