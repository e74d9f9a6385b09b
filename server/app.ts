import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { rateLimitOptions } from './lib/redis';
import { installExportLog } from './lib/list-routes';
import { setListCursorKey } from './lib/table-query';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppResources } from './context';
import { createServices } from './services';
import { changeFeed } from './db/change-feed';
import { accessPlugin } from './lib/access';
import { frameworkErrors, installErrorHandler } from './lib/http';
import { contentSecurityPolicy, docsContentSecurityPolicy } from './lib/csp';
import {
  filledBodies,
  inlineScriptHashes,
  loadPrerendered,
  pickBody,
  prerenderedFor,
  type PrerenderedPage,
} from './lib/prerendered';
import { installInputHygiene } from './lib/input-hygiene';
import { installPrivateAnswers } from './lib/private-answers';
import { authRoutes } from './modules/auth/routes';
import { siteRoutes } from './modules/site/routes';
import { installableRoutes } from './modules/installable/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { createMetrics } from './lib/metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { backupRoutes } from './modules/backup/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { exportAccessLog } from './modules/privacy/access-logging';
import { mailJobs } from './modules/mail/jobs';
import { cleanupJobs } from './modules/cleanup/jobs';
import { createNotificationStream } from './modules/notifications/stream';
import { mailRoutes } from './modules/mail/routes';
import { registrationRoutes } from './modules/registration/routes';
import { accountRoutes } from './modules/account/routes';
import { kycRoutes } from './modules/kyc/routes';
import { userManagementRoutes } from './modules/users/routes';
import { walletRoutes } from './modules/wallet/routes';
import { mastersRoutes } from './modules/masters/routes';
import { paymentRoutes } from './modules/payments/routes';
import { gatewayRoutes } from './modules/gateway/routes';
import { reportRoutes } from './modules/reports/routes';
import { backlogRoutes } from './modules/backlog/routes';
import { courierRoutes } from './modules/couriers/routes';
import { transferRoutes } from './modules/transfers/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { marginRoutes } from './modules/margins/routes';
import { trackRoutes } from './modules/track/routes';
import { fileRoutes } from './modules/files/routes';
import { staffPermissionRoutes } from './modules/staff-permissions/routes';
import { merchantStaffRoutes } from './modules/merchant-staff/routes';
import { merchantMemberRoutes } from './modules/merchant-members/routes';
import { siteContentRoutes } from './modules/site-content/routes';
import { appShellBodies, loadRoutePreloads } from './lib/route-preloads';
import { createDownloads } from './lib/downloads';
import { loadServiceModules } from './modules/service-modules';
import { SERVICES } from '../contract/services';
import { createJobRunner } from './lib/jobs';
import { installDrain } from './lib/drain';

export type BuildOptions = AppResources & {
  /** Serve the built web app from config.webDist when it exists (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (standard output when not given); tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** The whole server, without listen(): main.ts listens, tests call inject(). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    // One line per request, naming its route's pattern and never its address: a query string can hold a
    // user name or an ack number, and logs keep no personal data (docs/operations.md).
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Decision 0067: no Aadhaar number reaches a log, whatever object a line carries.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.refreshToken',
              '*.token',
              '*.aadhaar',
              '*.aadhaarNo',
            ],
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                route: req.is404 ? '(unrouted)' : (req.routeOptions?.url ?? '(unrouted)'),
                remoteAddress: req.ip,
              }),
            },
          },
    // Fastify's own request lines off; the onResponse hook below writes the one line.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: 0,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
  });
  // Decision 0047: no NUL and no deep nesting in any input; no cached copy of a signed-in answer.
  installInputHygiene(app);
  installPrivateAnswers(app);
  // A stop drains first: readiness says 503 and every answer closes its connection (lib/drain.ts).
  const drain = installDrain(app);

  // CSP goes on HTML documents only (see lib/csp.ts), where it can name the configured chat frame.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(cookie);
  // Decision 0061: per-IP limits in Redis when REDIS_URL is set, so every server counts together.
  await app.register(rateLimit, await rateLimitOptions(app, config));
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 10, fields: 50, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PAN services portal API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsContentSecurityPolicy() });
  // Decision 0041: what the database notifies lets the session check and list counts answer from memory.
  const feed = await changeFeed(opts.database);
  await app.register(accessPlugin, { db: opts.database.db, jwtSecret: opts.secrets.jwtSecret, feed });

  // The composition root: the shared services are made here, once, and every module receives them in ctx.
  const ctx: AppContext = {
    config,
    database: opts.database,
    secrets: opts.secrets,
    storage: opts.storage,
    services: createServices(opts.database, opts.secrets),
  };
  // Decision 0067: every export of a list with personal data is written to the access log, whoever makes it.
  installExportLog(app, exportAccessLog(opts.database.db));
  // Decision 0054: list cursors signed with the app's secret, so every worker takes the others' cursors.
  setListCursorKey(opts.secrets.jwtSecret);
  // Decision 0059: the bell's live streams, on the root app so closing it ends them first.
  const bell = await createNotificationStream(app, opts.database);
  // Decision 0063: every request counted by its route pattern; before the routes, so the root hook sees them all.
  const metrics = createMetrics(app, { database: opts.database, openStreams: () => bell.count() });
  // Signed download links (docs/product.md#records-and-fields file download): modules register what they serve, /api/files serves it.
  const downloads = createDownloads(opts.secrets.jwtSecret);
  // Decision 0056: one runner per app for its background jobs, stopped (its ticks finished) before the
  // caller closes the database.
  const jobs = createJobRunner(opts.database, { log: app.log });
  app.addHook('onClose', async () => jobs.stop());
  // Decision 0061: the mail outbox's retries and the hourly cleanup, one server per tick.
  mailJobs(jobs, ctx);
  cleanupJobs(jobs, ctx);
  // Before any route: a registered service without its module stops the start, naming the file it lacks.
  const serviceModules = await loadServiceModules(SERVICES.map((s) => s.id));
  await app.register(async (scope) => {
    await healthRoutes(scope, ctx, drain);
    await metricsRoutes(scope, ctx, metrics);
    await authRoutes(scope, ctx);
    await siteRoutes(scope, ctx);
    await installableRoutes(scope, ctx);
    await mailRoutes(scope, ctx);
    await registrationRoutes(scope, ctx);
    await accountRoutes(scope, ctx);
    await kycRoutes(scope, ctx);
    await userManagementRoutes(scope, ctx);
    await walletRoutes(scope, ctx);
    await mastersRoutes(scope, ctx);
    await paymentRoutes(scope, ctx);
    await gatewayRoutes(scope, ctx);
    await reportRoutes(scope, ctx);
    await fileRoutes(scope, downloads);
    await backlogRoutes(scope, ctx, downloads);
    // Decision 0069: every service's routes, its module found by its manifest's id in the registry's order.
    for (const serviceModule of serviceModules) await serviceModule(scope, ctx, downloads, jobs);
    await staffPermissionRoutes(scope, ctx);
    await merchantStaffRoutes(scope, ctx);
    await merchantMemberRoutes(scope, ctx);
    await courierRoutes(scope, ctx);
    await transferRoutes(scope, ctx);
    await messagingRoutes(scope, ctx, jobs);
    await receiptRoutes(scope, ctx);
    await invoiceRoutes(scope, ctx, jobs);
    await marginRoutes(scope, ctx);
    await trackRoutes(scope, ctx);
    await siteContentRoutes(scope, ctx);
    await notificationRoutes(scope, ctx, bell);
    await backupRoutes(scope, ctx, downloads, jobs);
    await privacyRoutes(scope, ctx, jobs);
  });

  const indexHtml = path.join(config.webDist, 'index.html');
  const serveWeb = opts.serveWeb && fs.existsSync(indexHtml);
  const { site, masters } = ctx.services;
  const html = serveWeb ? fs.readFileSync(indexHtml, 'utf8') : '';
  // Decision 0048: the public pages and the sign-in and registration forms come as the build drew them.
  const prerendered = serveWeb ? loadPrerendered(config.webDist) : new Map<string, PrerenderedPage>();
  // Issue 29: a signed-in page's own scripts linked in the app shell sent for its address.
  const routePreloads = serveWeb ? loadRoutePreloads(config.webDist) : new Map<string, string>();
  // The app shell's own inline script (issue 29: a dashboard's first calls) is allowed by its hash, like a page's.
  const shellScriptHashes = inlineScriptHashes(html);
  const appShell = appShellBodies(html, routePreloads);
  if (serveWeb) {
    // Vite puts every file under assets/ with a content hash in its name, so they never change.
    await app.register(fastifyStatic, {
      root: path.join(config.webDist, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  }
  // Decision 0079: the service worker, at the root so its scope is the whole site. no-cache: the browser
  // asks each time whether a release has come, and a new worker waits for the agent (web/pwa/).
  const serviceWorker = path.join(config.webDist, 'sw.js');
  if (serveWeb && fs.existsSync(serviceWorker)) {
    const body = fs.readFileSync(serviceWorker);
    app.get('/sw.js', { config: { access: 'public' } }, async (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(body),
    );
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    // A build file that is not there (an old tab asking for a chunk a release removed) is not a page: the shell's
    // HTML under a script's name fails as a script with a MIME error instead of the plain 404 the app reports.
    if (!serveWeb || url.startsWith('/api') || url.startsWith('/assets/') || req.method !== 'GET') {
      return reply.status(404).send({ message: `No route ${req.method} ${url}` });
    }
    // A prerendered path gets its page; every other client-side route the app shell, where the router
    // shows the page or its not-found page.
    const page = prerenderedFor(prerendered, req.url);
    // Read per page, as the chat address is: one small query each, and a newly saved Protean address
    // (the paperless confirm page posts to it) is allowed at once, in every server process.
    // A Protean address that cannot be read (ENCRYPTION_KEY changed) is as good as none: the page still loads.
    const ekyc = masters.secret('protean_ekyc', 'api_url').catch((err: unknown) => {
      req.log.warn(
        { err },
        'the saved Protean address cannot be decrypted: is ENCRYPTION_KEY the one it was saved with?',
      );
      return null;
    });
    const [{ chatUrl, info }, ekycUrl] = await Promise.all([site.pageSettings(), ekyc]);
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(chatUrl, page ? page.scriptHashes : shellScriptHashes, ekycUrl),
    );
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    // The business info as saved now, filled into a prerendered page (decision 0048): its address is in the first
    // paint. Every other address gets the app shell, with its page's preloads.
    const bodies = page ? await filledBodies(page, info) : await appShell(req.url);
    const { body, encoding } = pickBody(bodies, req.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  return app;
}
