import type { FastifyInstance } from 'fastify';
import { ACCESS_LOG_API } from '../../../contract/privacy/access-log';
import type { AppContext } from '../../context';
import { ADMIN } from '../../lib/access';
import { registerList } from '../../lib/list-routes';
import { accessLogFilters, accessLogList } from './access-log-lists';

/** Setting › Access Log (docs/decisions/0067): the admin reads and exports who saw or took personal data. */
export function accessLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerList(app, ctx.database, {
    path: ACCESS_LOG_API,
    access: ADMIN,
    def: accessLogList,
    tags: ['privacy'],
    summary: 'The access log, newest first (table request; additionFilter {dt1, dt2: YYYY-MM-DD, action, actor})',
    scope: () => 'all',
    extraFilters: accessLogFilters,
  });
}
