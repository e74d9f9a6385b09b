import crypto from 'node:crypto';
import { z } from 'zod';
import { PROVIDER_ERROR_CODES, type KnownProviderError } from '../../contract/nsdl-paperless/errors';
import { decrypt, encrypt, keyFromBase64, SealError } from './protean-crypto';
import { openResult, ProviderError, type EkycProvider, type GenerateUrlRequest, type ProviderResult } from './protean';
import { escapeHtml as esc, PAGE_CSS } from '../lib/html';

/**
 * A stand-in for Protean's e-KYC/e-Sign pages served by this server, for installs where the operator
 * turned it on (as UPI_SANDBOX does for payments, decision 0043). It speaks the real protocol: the same
 * sealing, the same result. It is stateless between the URL and the outcome (the token in the URL IS
 * the sealed request), so any server process can serve the page; only the results, which the status
 * call must find, live in a SandboxStore.
 */

/** Where the sandbox keeps its results for status by reference. The module gives it a database-backed one. */
export type SandboxStore = {
  save(reference: string, result: ProviderResult): Promise<void>;
  get(reference: string): Promise<ProviderResult | null>;
};

/** One process only: for tests and a single-process demo. */
export function memorySandboxStore(): SandboxStore {
  const results = new Map<string, ProviderResult>();
  return {
    save: async (reference, result) => void results.set(reference, result),
    get: async (reference) => results.get(reference) ?? null,
  };
}

export const SANDBOX_OTP = '123456';

/**
 * Where this server serves the sandbox's test page: the browser posts the sealed request there as
 * `encData`, as it posts to Protean's page; the page's own form posts it back with the answers.
 */
export const SANDBOX_EKYC_PATH = '/sandbox/ekyc';

/**
 * The provider's own wording for each code of the catalogue (contract/nsdl-paperless/errors.ts), as the
 * sandbox answers it; the agent is shown the catalogue's plain words, not these.
 */
const FAILURES: Record<KnownProviderError, string> = {
  EKYC008: 'Biometric data did not match',
  EKYC009: 'Invalid OTP',
  EKYC010: 'OTP validation failed: OTP expired',
  EKYC011: 'Invalid OTP attempts exceeded',
  EKYC040: 'OTP attempts exhausted',
  EKYC013: 'Mobile number not linked with Aadhaar',
  EKYC027: 'Address length exceeds the permissible limit',
  EKYC028: 'Address contains non-ASCII characters',
  '112': 'Mobile number and email are mandatory for e-Sign',
  '953': 'e-Sign OTP request limit exceeded',
  'ESP-415': 'e-Sign failed',
  'ESP-944': 'User cancelled the e-Sign',
  'ESP-945': 'User aborted the e-Sign',
  'ESP-946': 'Session expired',
};
export type SandboxFailureCode = KnownProviderError;
/** Every code of the catalogue, in its order. */
export const SANDBOX_FAILURE_CODES: readonly SandboxFailureCode[] = PROVIDER_ERROR_CODES;

/** What the sandbox page posts. */
export type SandboxForm = { aadhaar?: string; otp?: string; outcome?: string };

export type SandboxOutcome =
  | { kind: 'result'; result: ProviderResult; redirectUrl: string; encData: string; html: string }
  /** The form was not usable: the page again, with why (the module answers it with 400). */
  | { kind: 'page'; html: string };

export type SandboxProvider = EkycProvider & {
  name: 'sandbox';
  /** The page at the URL generateUrl gave; a token not sealed by us is refused with a ProviderError. */
  sandboxPage(token: string): string;
  sandboxOutcome(token: string, form: SandboxForm): Promise<SandboxOutcome>;
};

const tokenSchema = z.object({
  kind: z.literal('protean-sandbox-request'),
  reference: z.string().min(1),
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  redirectUrl: z.string().min(1),
});
type Token = z.infer<typeof tokenSchema>;

/** Protean's acknowledgement numbers for paperless applications are 15 digits starting 881. */
const ackNo = () => `881${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

export function sandboxProvider(
  publicUrl: string,
  keyBase64: string,
  store: SandboxStore = memorySandboxStore(),
): SandboxProvider {
  let key: Buffer;
  try {
    key = keyFromBase64(keyBase64);
  } catch (e) {
    throw new ProviderError((e as Error).message);
  }
  const pageUrl = `${publicUrl.replace(/\/$/, '')}${SANDBOX_EKYC_PATH}`;

  function readToken(token: string): Token {
    let value: unknown;
    try {
      value = decrypt(token, key);
    } catch (e) {
      if (e instanceof SealError) throw new ProviderError('This test e-KYC link is not one this portal made.');
      throw e;
    }
    const parsed = tokenSchema.safeParse(value);
    if (!parsed.success) throw new ProviderError('This test e-KYC link is not one this portal made.');
    return parsed.data;
  }

  function page(token: string, t: Token, error: string | null): string {
    const name = [t.title, t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');
    const options = [
      `<option value="success">Success: e-KYC and e-Sign done</option>`,
      ...SANDBOX_FAILURE_CODES.map((c) => `<option value="${esc(c)}">${esc(c)}: ${esc(FAILURES[c])}</option>`),
    ].join('');
    return (
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST e-KYC (sandbox, not Protean)</title>
<style>
${PAGE_CSS}
label{display:block;margin:14px 0 4px;font-weight:600}
input,select{font-size:16px;width:100%;box-sizing:border-box;padding:8px;border:1px solid #ced4da;border-radius:6px}
.error{color:#c92a2a;font-weight:600}button{margin-top:18px;background:#1c4e9c;color:#fff}
</style></head><body><main>
<p class="note"><strong>TEST — sandbox e-KYC, not Protean.</strong> This portal's sandbox stands in for Protean's Aadhaar e-KYC ` +
      `and e-Sign pages: no Aadhaar is checked and no PAN application is made.</p>
<h1>Aadhaar e-KYC for ${esc(name)}</h1>
<p>Reference <code>${esc(t.reference)}</code></p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(pageUrl)}"><input type="hidden" name="encData" value="${esc(token)}">
<label for="aadhaar">Aadhaar number</label><input id="aadhaar" name="aadhaar" inputmode="numeric" ` +
      `pattern="[0-9]{12}" maxlength="12" required autocomplete="off">
<label for="otp">OTP (the test OTP is ${SANDBOX_OTP})</label><input id="otp" name="otp" inputmode="numeric" ` +
      `maxlength="6" required autocomplete="off">
<label for="outcome">Outcome</label><select id="outcome" name="outcome">${options}</select>
<button type="submit">Submit</button>
</form>
</main></body></html>`
    );
  }

  /** How the real provider returns: a plain form POST of encData to the portal's redirect URL. */
  function returnPage(redirectUrl: string, encData: string, result: ProviderResult): string {
    return (
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width, initial-scale=1"><title>TEST e-KYC finished</title>
<style>
${PAGE_CSS}
button{margin-top:18px;background:#1c4e9c;color:#fff}
</style></head><body><main>
<p class="note"><strong>TEST — sandbox e-KYC, not Protean.</strong> ${
        result.status === 'success'
          ? `Done: acknowledgement number ${esc(result.ackNo ?? '')}.`
          : `Not done: ${esc(result.code ?? '')} ${esc(result.message ?? '')}.`
      }</p>
<form method="post" action="${esc(redirectUrl)}"><input type="hidden" name="encData" ` +
      `value="${esc(encData)}"><button type="submit">Return to the portal</button></form>
</main></body></html>`
    );
  }

  return {
    name: 'sandbox',
    async generateUrl(req: GenerateUrlRequest) {
      const token = encrypt(
        {
          kind: 'protean-sandbox-request',
          reference: req.reference,
          title: req.title,
          firstName: req.firstName,
          middleName: req.middleName,
          lastName: req.lastName,
          redirectUrl: req.redirectUrl,
        } satisfies Token,
        key,
      );
      return { url: pageUrl, encData: token };
    },
    decodeResult: (encData) => openResult(encData, key),
    status: (reference) => store.get(reference),
    sandboxPage: (token) => page(token, readToken(token), null),
    async sandboxOutcome(token, form) {
      const t = readToken(token);
      if (!/^\d{12}$/.test(form.aadhaar?.trim() ?? ''))
        return { kind: 'page', html: page(token, t, 'Enter the 12-digit Aadhaar number.') };
      const outcome = form.outcome ?? '';
      if (outcome !== 'success' && !(SANDBOX_FAILURE_CODES as string[]).includes(outcome))
        return { kind: 'page', html: page(token, t, 'Choose an outcome from the list.') };
      // A wrong OTP is what UIDAI would answer it with, whatever outcome was chosen.
      const code =
        form.otp?.trim() !== SANDBOX_OTP ? 'EKYC009' : outcome === 'success' ? null : (outcome as SandboxFailureCode);
      const earlier = await store.get(t.reference);
      // An acknowledged application stays acknowledged, as on the real provider: a second post gets the same answer.
      const txnId = `SBX${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
      const result: ProviderResult =
        earlier?.status === 'success'
          ? earlier
          : code === null
            ? {
                txnId,
                reference: t.reference,
                ackNo: ackNo(),
                status: 'success',
                refunded: false,
                code: null,
                message: 'e-KYC and e-Sign completed',
              }
            : {
                txnId,
                reference: t.reference,
                ackNo: null,
                status: 'failure',
                refunded: true,
                code,
                message: FAILURES[code],
              };
      if (result !== earlier) await store.save(t.reference, result);
      const encData = encrypt(result, key);
      return {
        kind: 'result',
        result,
        redirectUrl: t.redirectUrl,
        encData,
        html: returnPage(t.redirectUrl, encData, result),
      };
    },
  };
}
