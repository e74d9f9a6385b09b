import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_API, BACKUP_UNDER_WAY, BackupList, BackupStamp, BackupStarted } from '../../../contract/backup';
import { FileDownload } from '../../../contract/table';
import type { AppContext } from '../../context';
import { ADMIN, currentUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import type { Downloads } from '../../lib/downloads';
import { documentAccessLog } from '../privacy/access-logging';
import { conflict, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { requestLocale, translate } from '../../lib/i18n';
import type { JobRunner } from '../../lib/jobs';
import { BACKUP_JOB, runBackup, scheduleBackups } from './jobs';
import { backupTar, deleteBackup, listBackups } from './service';

const tags = ['backup'];
const StampParam = z.object({ stamp: BackupStamp });
export const BACKUP_DOWNLOAD = 'backup';

/**
 * Back office Settings › Backup (decision 0062), admin only: the list, "back up now" (202 once
 * it has started, 409 while one is under way here or on another server), a download of one backup as a
 * tar through a signed link, and delete. `schedule: false` leaves out the daily backup (tests).
 */
export async function backupRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  jobs: JobRunner,
  opts: { schedule?: boolean } = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (opts.schedule !== false) scheduleBackups(ctx, jobs);
  downloads.register(BACKUP_DOWNLOAD, async (stamp) => {
    const body = BackupStamp.safeParse(stamp).success ? await backupTar(ctx.storage, stamp) : null;
    return body ? { mime: 'application/x-tar', body } : null;
  });

  r.get(BACKUP_API, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary:
        'The backups in the storage, newest first (incomplete: being made, or stopped part-way), and the daily schedule',
      response: { 200: BackupList, ...errorResponses },
    },
    handler: async () => ({
      items: await listBackups(ctx.storage),
      schedule: { time: ctx.config.backupTime, keepDays: ctx.config.backupKeepDays },
    }),
  });

  r.post(BACKUP_API, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary:
        'Back up now: 202 once the backup has started (it shows in the list when complete); 409 while one is under way',
      response: { 202: BackupStarted, ...errorResponses },
    },
    handler: async (req, reply) => {
      const user = currentUser(req);
      let began: () => void = () => {};
      const started = new Promise<'started'>((resolve) => (began = () => resolve('started')));
      let begun = false;
      const run = jobs.runOnce(BACKUP_JOB, async () => {
        begun = true;
        began();
        await runBackup(ctx, { by: { id: user.id, name: user.name }, trigger: 'manual', ip: req.ip });
      });
      // The backup outlives this request; its failure is logged and audited, the page shows no new backup.
      const outcome = run.then(
        (ran) => (ran ? ('started' as const) : ('busy' as const)),
        (err: unknown) => {
          req.log.error({ err }, 'backup failed');
          if (!begun) throw err;
          return 'started' as const;
        },
      );
      if ((await Promise.race([started, outcome])) === 'busy') throw conflict(BACKUP_UNDER_WAY);
      return reply.code(202).send({ message: translate(requestLocale(req), 'outcomes.backup.started') });
    },
  });

  r.get(`${BACKUP_API}/:stamp/download`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'A signed link to one backup as a .tar of its objects (manifest.json, tables/, files/)',
      params: StampParam,
      response: { 200: FileDownload, ...errorResponses },
    },
    handler: async (req) => {
      const user = currentUser(req);
      const { stamp } = req.params;
      if (!(await listBackups(ctx.storage)).some((b) => b.stamp === stamp && b.complete))
        throw notFound('No complete backup of that name.');
      await recordEvent(ctx.database.db, {
        actorId: user.id,
        action: 'backup_downloaded',
        entityType: 'backup',
        entityId: stamp,
        ip: req.ip,
      });
      // A backup holds every applicant's data: taking one away is an access the log must show (decision 0067).
      await documentAccessLog(ctx.database.db).download(req, {
        refType: 'backup',
        refNo: stamp,
        detail: 'backup (.tar)',
      });
      return downloads.issue(user.id, BACKUP_DOWNLOAD, stamp, `pan-portal-backup-${stamp}.tar`);
    },
  });

  r.delete(`${BACKUP_API}/:stamp`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Delete one backup (every object it has); answers the list left',
      params: StampParam,
      response: { 200: BackupList, ...errorResponses },
    },
    handler: async (req) => {
      const user = currentUser(req);
      const { stamp } = req.params;
      if (!(await deleteBackup(ctx.storage, stamp))) throw notFound('No backup of that name.');
      await recordEvent(ctx.database.db, {
        actorId: user.id,
        action: 'backup_deleted',
        entityType: 'backup',
        entityId: stamp,
        ip: req.ip,
      });
      return {
        items: await listBackups(ctx.storage),
        schedule: { time: ctx.config.backupTime, keepDays: ctx.config.backupKeepDays },
      };
    },
  });
}
