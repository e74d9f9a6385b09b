import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Downloads } from '../../lib/downloads';
import type { JobRunner } from '../../lib/jobs';
import { accessLogRoutes } from './access-log-routes';
import { erasureRoutes } from './erasure-routes';
import { noticeRoutes } from './notice-routes';
import { retentionRoutes } from './retention-routes';

/*
 * Personal data kept as the law asks (docs/decisions/0067): the access log, retention and erasure.
 * Each part registers its own routes (and jobs) from its own file.
 */
export async function privacyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  jobs: JobRunner,
): Promise<void> {
  noticeRoutes(app, ctx);
  accessLogRoutes(app, ctx);
  await retentionRoutes(app, ctx, jobs);
  erasureRoutes(app, ctx);
  void app;
  void ctx;
  void downloads;
  void jobs;
}
