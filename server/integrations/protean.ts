import {
  GenerateUrlAnswer,
  ProviderResult,
  StatusAnswer,
  type GenerateUrlRequest,
} from '../../contract/nsdl-paperless/protocol';
import { decrypt, encrypt, keyFromBase64, SealError } from './protean-crypto';

/**
 * The Protean e-KYC/e-Sign provider for NSDL PAN paperless (docs/architecture.md#outside-services). The portal asks for a
 * URL with the applicant's basics and its own reference, the browser posts encData there, and the
 * applicant comes back to redirectUrl with an encrypted result; status can be asked by reference. The
 * real adapter and the sandbox (protean-sandbox.ts) speak the same interface, in the shapes of
 * contract/nsdl-paperless/protocol.ts.
 */
export type { GenerateUrlAnswer, GenerateUrlRequest, ProviderResult };

export type EkycProvider = {
  name: 'protean' | 'sandbox';
  generateUrl(req: GenerateUrlRequest): Promise<GenerateUrlAnswer>;
  /** Verifies (by decryption) the result the browser brought back. */
  decodeResult(encData: string): ProviderResult;
  /** null: the provider has nothing for this reference (the applicant never reached its page). */
  status(reference: string): Promise<ProviderResult | null>;
};

export class ProviderError extends Error {}

/** Decrypts with the key and checks the shape; anything else is the provider's fault, told plainly. */
export function openResult(encData: string, key: Buffer): ProviderResult {
  const parsed = ProviderResult.safeParse(open(encData, key, 'result'));
  if (!parsed.success) throw new ProviderError('The e-KYC provider sent a result that is not in its format.');
  return parsed.data;
}

function open(encData: string, key: Buffer, what: string): unknown {
  try {
    return decrypt(encData, key);
  } catch (e) {
    if (e instanceof SealError)
      throw new ProviderError(`The e-KYC provider's ${what} could not be verified: ${e.message}`);
    throw e;
  }
}

function providerKey(base64: string): Buffer {
  try {
    return keyFromBase64(base64);
  } catch (e) {
    throw new ProviderError((e as Error).message);
  }
}

export function proteanProvider(
  baseUrl: string,
  keyBase64: string,
  fetchImpl: typeof fetch = fetch,
  opts: { timeoutMs?: number } = {},
): EkycProvider {
  const key = providerKey(keyBase64);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const late = `The e-KYC provider did not answer within ${timeoutMs / 1000} seconds.`;
  const timedOut = (e: unknown) => (e as Error).name === 'TimeoutError';

  async function call(path: string, value: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ encData: encrypt(value, key) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new ProviderError(timedOut(e) ? late : `The e-KYC provider could not be reached: ${(e as Error).message}`);
    }
    if (!res.ok) throw new ProviderError(`The e-KYC provider answered ${res.status}.`);
    try {
      return (await res.json()) as unknown;
    } catch (e) {
      // The timeout also covers a body that starts and then stalls.
      throw new ProviderError(timedOut(e) ? late : 'The e-KYC provider answered something that is not JSON.');
    }
  }

  return {
    name: 'protean',
    async generateUrl(req) {
      const answer = GenerateUrlAnswer.safeParse(await call('/generate-url', req));
      if (!answer.success) throw new ProviderError('The e-KYC provider did not give a URL to send the applicant to.');
      // What the browser will post must be sealed with our key, or the provider is not who we think.
      open(answer.data.encData, key, 'URL payload');
      return answer.data;
    },
    decodeResult: (encData) => openResult(encData, key),
    async status(reference) {
      const answer = GenerateUrlAnswer.pick({ encData: true }).safeParse(await call('/status', { reference }));
      if (!answer.success) throw new ProviderError('The e-KYC provider answered the status call without its payload.');
      const parsed = StatusAnswer.safeParse(open(answer.data.encData, key, 'status'));
      if (!parsed.success) throw new ProviderError('The e-KYC provider sent a status that is not in its format.');
      const about = parsed.data.found ? parsed.data.result.reference : parsed.data.reference;
      // An answer about another application must never settle this one.
      if (about !== reference)
        throw new ProviderError(`The e-KYC provider answered about ${about} when asked about ${reference}.`);
      return parsed.data.found ? parsed.data.result : null;
    },
  };
}
