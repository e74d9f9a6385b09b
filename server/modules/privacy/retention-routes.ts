import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RETENTION_API,
  RetentionRunResult,
  RetentionSettingsInput,
  RetentionView,
} from '../../../contract/privacy/retention';
import type { AppContext } from '../../context';
import { ADMIN, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import type { JobRunner } from '../../lib/jobs';
import { retentionService } from './retention-service';

const tags = ['privacy'];

/**
 * Setting › Retention (docs/decisions/0068), admin only: the days kept, the job's last run and "run now";
 * the job itself is scheduled here, hourly. `schedule: false` leaves it out (tests).
 */
export async function retentionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  jobs: JobRunner,
  opts: { schedule?: boolean } = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = retentionService(ctx, jobs);
  if (opts.schedule !== false) service.schedule();

  r.get(RETENTION_API, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'The retention settings (days kept) and what the retention job did last',
      response: { 200: RetentionView, ...errorResponses },
    },
    handler: () => service.view(),
  });

  r.put(RETENTION_API, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Change the days documents, untouched drafts and the access log are kept',
      body: RetentionSettingsInput,
      response: { 200: RetentionView, ...errorResponses },
    },
    handler: (req) => service.update(currentUser(req), req.body, req.ip),
  });

  r.post(`${RETENTION_API}/run`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Run the retention job once now (409 while a run is under way); answers what it did',
      response: { 200: RetentionRunResult, ...errorResponses },
    },
    handler: (req) => service.runNow(requestLocale(req)),
  });
}
