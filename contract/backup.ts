import { z } from 'zod';

/** Back office Settings › Backup (decision 0062): admin only. */
export const BACKUP_API = '/api/backend/settings/backup';

/** A backup's name: the UTC time it was started, as `2026-11-24T02-30-00.000Z` (safe in object names and URLs). */
export const BACKUP_STAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;
export const BackupStamp = z.string().regex(BACKUP_STAMP_RE, 'Not a backup name.');

export const BACKUP_FORMAT = 'pan-portal-backup/1';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Part = z.object({ part: z.string().min(1).max(300), bytes: z.number().int().min(0), sha256: Sha256 });

/** manifest.json, written last: a backup without one is incomplete. Restore reads and checks it first. */
export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  stamp: BackupStamp,
  createdAt: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  portalVersion: z.string(),
  /** The engine it was made on; the format is the same for both. */
  engine: z.enum(['pglite', 'postgres']),
  /** The last schema migration applied (drizzle journal tag) when it was made. */
  migration: z.object({ tag: z.string(), when: z.number() }),
  tables: z.array(Part.extend({ name: z.string(), rows: z.number().int().min(0), columns: z.array(z.string()) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.number(), isCalled: z.boolean() })),
  files: z.array(Part.extend({ key: z.string() })),
  /** stored_files rows whose bytes were already gone from the storage when the backup was made. */
  missingFiles: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** One row of the list. `complete` false: being made now, or stopped part-way (no manifest). */
export const BackupSummary = z.object({
  stamp: BackupStamp,
  createdAt: z.string(),
  complete: z.boolean(),
  bytes: z.number(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  trigger: z.enum(['manual', 'schedule']).nullable(),
  createdBy: z.string().nullable(),
  portalVersion: z.string().nullable(),
  migration: z.string().nullable(),
});
export type BackupSummary = z.infer<typeof BackupSummary>;

export const BackupList = z.object({
  items: z.array(BackupSummary),
  /** The daily schedule, shown on the page: HH:mm in India and the days kept. */
  schedule: z.object({ time: z.string(), keepDays: z.number().int() }),
});
export type BackupList = z.infer<typeof BackupList>;

export const BackupStarted = z.object({ message: z.string() });
export type BackupStarted = z.infer<typeof BackupStarted>;

export const BACKUP_UNDER_WAY = 'A backup is under way. Wait for it to finish, then look at the list.';
