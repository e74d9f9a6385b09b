import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EncData,
  NSDL_PAPERLESS_API,
  PAPERLESS_COLUMNS,
  PAPERLESS_WORKFLOW,
  PaperlessDashboard,
  PaperlessDetail,
  PaperlessRedirect,
  PaperlessSummary,
  SavePaperless,
} from '../../../contract/nsdl-paperless';
import { listUrl, pageUrl } from '../../../contract/manifest';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import { ConsentedSubmit } from '../../../contract/privacy/notice';
import { FileDownload } from '../../../contract/table';
import { negotiateLocale, type Locale, type MessageId } from '../../../contract/i18n';
import type { AppContext } from '../../context';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { serverPageContentSecurityPolicy } from '../../lib/csp';
import type { Downloads } from '../../lib/downloads';
import { acceptFormPosts, escapeHtml, PAGE_CSS } from '../../lib/html';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale, translate } from '../../lib/i18n';
import type { JobRunner } from '../../lib/jobs';
import { RefusalBody, registerRequestRoutes } from '../requests/routes';
import { PAPERLESS_OWN_COLUMNS } from './declarations';
import { paperlessReconciler } from './reconcile';
import { PAPERLESS, RECONCILE_JOB, RETURN_PATH, createPaperlessService, type PaperlessOptions } from './service';

const M = NSDL_PAPERLESS_API.merchant;
const B = NSDL_PAPERLESS_API.backend;
const tags = ['nsdl-paperless'];
/** The shop's page an application's result is shown on. */
const resultPage = (id: number) => pageUrl(NSDL_PAPERLESS, 'merchant', 'confirm', { id });

const ReturnBody = z.object({ encData: z.string().max(70_000).optional() }).passthrough();

/** The one page this route draws itself: a result that does not open under any key of ours (in the browser's language). */
function notVerifiedPage(locale: Locale): string {
  const t = (id: MessageId) => escapeHtml(translate(locale, id));
  return (
    `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1"><title>${t('printouts.paperlessReturn.title')}</title>
<style>${PAGE_CSS}</style></head><body><main>
<h1>${t('printouts.paperlessReturn.heading')}</h1>
<p>${t('printouts.paperlessReturn.text')}</p>
<p><a href="${escapeHtml(listUrl(NSDL_PAPERLESS, 'merchant', 'all'))}">${t('printouts.paperlessReturn.back')}</a></p>
</main></body></html>`
  );
}

/**
 * NSDL PAN paperless (docs/product.md#merchant-portal product/nsdl-pan/paperless, docs/product.md#back-office actions/nsdl-pan/paperless):
 * the shared request routes without the generic charge, its own confirm / resume / apply again / slip,
 * the provider's browser return, the back office's "ask now" and dashboard, and the reconciler's schedule.
 */
export async function paperlessRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  downloads: Downloads,
  jobs: JobRunner,
  opts: PaperlessOptions = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paperless = createPaperlessService(ctx, { log: app.log, ...opts });
  const reconciler = paperlessReconciler(ctx.database.db, ctx.config, paperless);
  jobs.every(
    RECONCILE_JOB,
    ctx.config.paperlessReconcileSeconds * 1000,
    async () => void (await reconciler.run((opts.now ?? (() => new Date()))())),
  );
  // The slip's signed reference is 'id~locale': made in the language of whoever asked for the link.
  downloads.register('nsdl-paperless-slip', (ref) => {
    const [id, lang] = ref.split('~');
    return paperless.slipPdf(Number(id), negotiateLocale(lang));
  });

  const mt = [...tags, 'merchant'];
  const bt = [...tags, 'backend'];

  r.get(`${M}/summary`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        "The shop's paperless applications per state, its package's prices (rupees) and whether paperless is set up (and is the sandbox)",
      response: { 200: PaperlessSummary, ...errorResponses },
    },
    handler: async (req) => paperless.summary(currentUser(req)),
  });

  r.post(`${M}/:id/confirm`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        "Confirm and pay, with the applicant's consent to the privacy notice (400 naming consent without it): " +
        "charges the package price once, then gets the provider's page and sealed request for " +
        'the browser to post (422 lists what is missing or carries shortfall; 403 kycRequired; 409 not a ' +
        'draft; 503 not set up; 502 the URL could not be got: failed and refunded)',
      params: IdParam,
      body: ConsentedSubmit,
      response: { 200: PaperlessRedirect, ...errorResponses, 422: RefusalBody },
    },
    handler: async (req) => paperless.confirm(currentUser(req), req.params.id, req.body?.consent),
  });

  r.post(`${M}/:id/resume`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary:
        `Send the browser back to the provider for an application still with it, within ` +
        `NSDL_PAPERLESS_EXPIRE_MINUTES of its confirm (409 otherwise; 502 the provider failed, nothing changes)`,
      params: IdParam,
      response: { 200: PaperlessRedirect, ...errorResponses },
    },
    handler: async (req) => paperless.resume(currentUser(req), req.params.id),
  });

  r.post(`${M}/:id/resubmit`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'Apply again: a new draft prefilled from a failed application (asking again gives the same draft)',
      params: IdParam,
      response: { 200: PaperlessDetail, ...errorResponses },
    },
    handler: async (req) => paperless.resubmit(currentUser(req), req.params.id),
  });

  r.get(`${M}/:id/slip`, {
    config: { access: MERCHANT },
    schema: {
      tags: mt,
      summary: 'A signed link to the acknowledgement slip (PDF) of an acknowledged application (409 otherwise)',
      params: IdParam,
      response: { 200: FileDownload, ...errorResponses },
    },
    handler: async (req) => {
      const user = currentUser(req);
      return downloads.issue(
        user.id,
        'nsdl-paperless-slip',
        `${req.params.id}~${requestLocale(req)}`,
        await paperless.slipName(user, req.params.id),
      );
    },
  });

  r.post(`${B}/:id/ask`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary:
        "Ask the provider's status now and settle by its answer (acknowledged, failed and refunded, or " +
        'unchanged); 502 when it cannot be reached (nothing changes)',
      params: IdParam,
      response: { 200: PaperlessDetail, ...errorResponses },
    },
    handler: async (req) => paperless.askNow(currentUser(req), req.params.id),
  });

  r.get(`${B}/dashboard`, {
    config: { access: BACKEND },
    schema: {
      tags: bt,
      summary:
        "Paperless applications per state, the stuck ones, today's acknowledgements (IST), the reconciler's " +
        'last run and the provider in use',
      response: { 200: PaperlessDashboard, ...errorResponses },
    },
    handler: async () => paperless.dashboard(),
  });

  // The provider's (or the sandbox's) browser return: a plain form post, so its own scope takes form bodies.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(RETURN_PATH, {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "The e-KYC provider's return (encData, form or JSON): verified, re-checked with the status call, " +
          "then settled; 303 to the application's page, 400 page when it is not verified",
        body: ReturnBody,
      },
      handler: async (req, reply) => {
        const encData = EncData.safeParse(req.body?.encData);
        const found = encData.success ? await paperless.returned(encData.data) : null;
        if (!found) {
          reply
            .header('content-security-policy', serverPageContentSecurityPolicy())
            .header('cache-control', 'no-store');
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(notVerifiedPage(requestLocale(req)));
        }
        return reply.redirect(resultPage(found.id), 303);
      },
    });
  });

  registerRequestRoutes(app, ctx, downloads, paperless.requests, {
    download: 'nsdl-paperless-file',
    tags,
    services: [
      {
        key: PAPERLESS,
        workflow: PAPERLESS_WORKFLOW,
        api: { merchant: M, backend: B },
        columns: PAPERLESS_COLUMNS,
        ownColumns: PAPERLESS_OWN_COLUMNS,
        detail: PaperlessDetail,
        save: SavePaperless,
        files: false,
        chargeRoute: false,
        summaries: {
          create:
            'Save a new draft paperless application (apply/N or apply/C; a reference number is given); missing ' +
            'answers are allowed, malformed ones are a 400',
          fail: 'Fail and refund with a reason (remark required): for a stuck application; the charge is refunded once',
        },
      },
    ],
  });
}
