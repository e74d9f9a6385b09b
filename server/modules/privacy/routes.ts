import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { JobRunner } from '../../lib/jobs';
import { accessLogRoutes } from './access-log-routes';
import { erasureRoutes } from './erasure-routes';
import { noticeRoutes } from './notice-routes';
import { retentionRoutes } from './retention-routes';

/*
 * Personal data kept as the law asks (docs/decisions/0067, 0068): the privacy notice's facts, the access
 * log, retention (with its job) and erasure. Each part registers its own routes from its own file.
 */
export async function privacyRoutes(app: FastifyInstance, ctx: AppContext, jobs: JobRunner): Promise<void> {
  noticeRoutes(app, ctx);
  accessLogRoutes(app, ctx);
  await retentionRoutes(app, ctx, jobs);
  erasureRoutes(app, ctx);
}
