import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EncData } from '../../../contract/nsdl-paperless/protocol';
import type { AppContext } from '../../context';
import { serverPageContentSecurityPolicy } from '../../lib/csp';
import { notFound } from '../../lib/errors';
import { acceptFormPosts } from '../../lib/html';
import { ProviderError } from '../../integrations/protean';
import { SANDBOX_EKYC_PATH, type SandboxProvider } from '../../integrations/protean-sandbox';
import { createEkycProviders } from './providers';
import { databaseSandboxStore } from './sandbox-store';

// Pages for a browser, not calls of the API: outside /api and left out of its OpenAPI document.
const tags = ['nsdl-paperless'];
const hide = true;

/**
 * What reaches the page: the sealed request as `encData` (the token: decision 0055), alone when the
 * portal sends the browser (show the page), with the answers when the page's own form comes back.
 */
const SandboxPost = z.object({
  encData: EncData,
  aadhaar: z.string().max(20).optional(),
  otp: z.string().max(10).optional(),
  outcome: z.string().max(20).optional(),
});

/**
 * The e-KYC sandbox's test pages (decision 0055), served by this server in place of Protean's: only with
 * NSDL_EKYC_SANDBOX on and no Protean key saved; otherwise, and for a token this portal did not seal,
 * there is no such page (404, without saying which). Registered always, so the route list stays the same.
 */
export async function paperlessSandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const providers = createEkycProviders(
    ctx.services.masters,
    ctx.config,
    ctx.secrets.encryptionKey,
    databaseSandboxStore(db),
  );
  if (ctx.config.nsdlEkycSandbox) {
    app.log.warn(
      'NSDL_EKYC_SANDBOX is on: without a Protean key saved, paperless PAN applications go to the built-in ' +
        'test e-KYC page, where any Aadhaar number and the test OTP acknowledge them. Never on a live install.',
    );
  }
  const noPage = () => notFound('No such test e-KYC page.');
  // Its own pages' forms post here; the return page's form posts to the portal's redirect URL.
  const pageForms = [ctx.config.publicUrl];

  async function sandboxOrNone(): Promise<SandboxProvider> {
    const sandbox = await providers.sandbox();
    if (!sandbox) throw noPage();
    return sandbox;
  }

  /** The page for a token, or 404 when the token is not one this portal sealed. */
  function pageFor(sandbox: SandboxProvider, token: string): string {
    try {
      return sandbox.sandboxPage(token);
    } catch (e) {
      if (e instanceof ProviderError) throw noPage();
      throw e;
    }
  }

  function sendPage(reply: FastifyReply, status: number, html: string, formTargets: readonly string[]) {
    reply
      .header('content-security-policy', serverPageContentSecurityPolicy(formTargets))
      .header('cache-control', 'no-store');
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  }

  await app.register(async (scope) => {
    acceptFormPosts(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const limit = { max: 60, timeWindow: '1 minute' };

    r.post(SANDBOX_EKYC_PATH, {
      config: { access: 'public', rateLimit: limit },
      schema: {
        hide,
        tags,
        summary:
          "Sandbox e-KYC (only with NSDL_EKYC_SANDBOX on and no Protean key saved): the portal's post of " +
          "encData shows the test page; the page's own form answers the chosen outcome",
        body: SandboxPost,
      },
      handler: async (req, reply) => {
        const sandbox = await sandboxOrNone();
        const { encData: token, aadhaar, otp, outcome } = req.body;
        if (aadhaar === undefined && otp === undefined && outcome === undefined)
          return sendPage(reply, 200, pageFor(sandbox, token), pageForms);
        let out;
        try {
          out = await sandbox.sandboxOutcome(token, { aadhaar, otp, outcome });
        } catch (e) {
          if (e instanceof ProviderError) throw noPage();
          throw e;
        }
        if (out.kind === 'page') return sendPage(reply, 400, out.html, pageForms);
        return sendPage(reply, 200, out.html, [out.redirectUrl]);
      },
    });
  });
}
