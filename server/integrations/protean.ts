import { z } from 'zod';
import { decrypt, encrypt, keyFromBase64, SealError } from './protean-crypto';

/**
 * The Protean e-KYC/e-Sign provider for NSDL PAN paperless (issue 15, DESIGN §8). The portal asks for a
 * URL with the applicant's basics and its own reference, the browser posts encData there, and the
 * applicant comes back to redirectUrl with an encrypted result; status can be asked by reference. The
 * real adapter and the sandbox (protean-sandbox.ts) speak the same interface. These types are the
 * adapter's own until contract/nsdl-paperless is aligned with them.
 */
export type CardWanted = 'physical_and_epan' | 'epan_only';

export type GenerateUrlRequest = {
  reference: string;
  /** N: new PAN; C: change or correction of existingPan. */
  applicationType: 'N' | 'C';
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  gender: 'M' | 'F' | 'T';
  /** YYYY-MM-DD */
  dob: string;
  mobile: string;
  email: string;
  cardWanted: CardWanted;
  existingPan: string | null;
  redirectUrl: string;
};

export type ProviderResult = {
  txnId: string;
  reference: string;
  /** 15 digits, present on success. */
  ackNo: string | null;
  status: 'success' | 'failure' | 'pending';
  /** The provider returned its own fee; the portal still refunds its own charge itself. */
  refunded: boolean;
  code: string | null;
  message: string;
};

export type EkycProvider = {
  name: 'protean' | 'sandbox';
  generateUrl(req: GenerateUrlRequest): Promise<{ url: string; encData: string }>;
  /** Verifies (by decryption) the result the browser brought back. */
  decodeResult(encData: string): ProviderResult;
  /** null: the provider has nothing for this reference (yet). */
  status(reference: string): Promise<ProviderResult | null>;
};

export class ProviderError extends Error {}

export const resultSchema = z
  .object({
    txnId: z.string(),
    reference: z.string().min(1),
    ackNo: z.string().regex(/^\d{15}$/).nullable(),
    status: z.enum(['success', 'failure', 'pending']),
    refunded: z.boolean(),
    code: z.string().nullable(),
    message: z.string(),
  })
  .refine((r) => r.status !== 'success' || r.ackNo !== null, { message: 'A success carries an ack number.' });

const notFoundSchema = z.object({ reference: z.string(), found: z.literal(false) });
const generatedSchema = z.object({ url: z.url({ protocol: /^https?$/ }), encData: z.string().min(1) });
const statusAnswerSchema = z.object({ encData: z.string().min(1) });

/** Decrypts with the key and checks the shape; anything else is the provider's fault, told plainly. */
export function openResult(encData: string, key: Buffer): ProviderResult {
  const parsed = resultSchema.safeParse(open(encData, key, 'result'));
  if (!parsed.success) throw new ProviderError('The e-KYC provider sent a result that is not in its format.');
  return parsed.data;
}

function open(encData: string, key: Buffer, what: string): unknown {
  try {
    return decrypt(encData, key);
  } catch (e) {
    if (e instanceof SealError) throw new ProviderError(`The e-KYC provider's ${what} could not be verified: ${e.message}`);
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

export function proteanProvider(baseUrl: string, keyBase64: string, fetchImpl: typeof fetch = fetch, opts: { timeoutMs?: number } = {}): EkycProvider {
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
      const answer = generatedSchema.safeParse(await call('/generate-url', req));
      if (!answer.success) throw new ProviderError('The e-KYC provider did not give a URL to send the applicant to.');
      // What the browser will post must be sealed with our key, or the provider is not who we think.
      open(answer.data.encData, key, 'URL payload');
      return answer.data;
    },
    decodeResult: (encData) => openResult(encData, key),
    async status(reference) {
      const answer = statusAnswerSchema.safeParse(await call('/status', { reference }));
      if (!answer.success) throw new ProviderError('The e-KYC provider answered the status call without its payload.');
      const value = open(answer.data.encData, key, 'status');
      const none = notFoundSchema.safeParse(value);
      const found = resultSchema.safeParse(value);
      if (!none.success && !found.success) throw new ProviderError('The e-KYC provider sent a status that is not in its format.');
      const about = none.success ? none.data.reference : found.data!.reference;
      // An answer about another application must never settle this one.
      if (about !== reference) throw new ProviderError(`The e-KYC provider answered about ${about} when asked about ${reference}.`);
      return found.success ? found.data : null;
    },
  };
}
