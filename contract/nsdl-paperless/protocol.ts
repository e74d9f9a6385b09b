import { z } from 'zod';
import { ACK_NO_RE } from '../nsdl-pan/rules';
import { AppType } from '../nsdl-pan/form';
import type { PaperlessAction } from './workflow';

/*
 * What the portal and the e-KYC provider (Protean, or the sandbox that speaks the same protocol) say to
 * each other, as the server's adapters and the sandbox share it (docs/decisions/0055). Every message
 * travels as `encData`: JSON sealed with AES-256-GCM under the key from API credentials, base64url. The
 * sealing itself is the server's (server/integrations); these are the shapes inside.
 */

/** base64url of iv | tag | ciphertext: the only form a message leaves or enters the portal in. */
export const EncData = z
  .string()
  .min(1)
  .max(64_000)
  .regex(/^[A-Za-z0-9_-]+$/, 'encData is base64url');

/** Our reference for an application at the provider: the request's reference number. */
const Reference = z.string().trim().min(1).max(40);

/** Generate URL: the applicant's basics, our reference and where the provider sends the browser back. */
export const GenerateUrlRequest = z.object({
  reference: Reference,
  redirectUrl: z.url({ protocol: /^https?$/ }),
  appType: AppType,
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string().min(1),
  gender: z.enum(['M', 'F', 'T']),
  dob: z.iso.date(),
  mobile: z.string(),
  email: z.string(),
  card: z.enum(['physical_and_epan', 'epan_only']),
  /** C only; '' for a new PAN. */
  existingPan: z.string(),
});
export type GenerateUrlRequest = z.infer<typeof GenerateUrlRequest>;

/** The provider's page and the sealed request the browser posts to it. */
export const GenerateUrlAnswer = z.object({ url: z.url({ protocol: /^https?$/ }), encData: EncData });
export type GenerateUrlAnswer = z.infer<typeof GenerateUrlAnswer>;

export const PROVIDER_STATUSES = ['success', 'failure', 'pending'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * The result the browser brings back to the redirect URL (inside its encData). A success always carries
 * the 15-digit acknowledgement number; `refunded` says the provider gave back its own fee, which does not
 * change our one refund of our own charge.
 */
export const ProviderResult = z
  .object({
    txnId: z.string().max(64),
    reference: Reference,
    ackNo: z.string().regex(ACK_NO_RE, 'Acknowledgement number is 15 digits').nullable(),
    status: z.enum(PROVIDER_STATUSES),
    refunded: z.boolean(),
    code: z.string().max(40).nullable(),
    message: z.string().max(500).nullable(),
  })
  .refine((r) => r.status !== 'success' || r.ackNo !== null, {
    message: 'A success carries the acknowledgement number',
    path: ['ackNo'],
  });
export type ProviderResult = z.infer<typeof ProviderResult>;

/** Status by reference: asked with our reference only. */
export const StatusRequest = z.object({ reference: Reference });
export type StatusRequest = z.infer<typeof StatusRequest>;

/**
 * The status answer: the result as the provider holds it now, or `found: false` when it has never seen
 * the reference (the applicant never reached its page), which after the time limit fails the application.
 */
export const StatusAnswer = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), result: ProviderResult }),
  z.object({ found: z.literal(false), reference: Reference }),
]);
export type StatusAnswer = z.infer<typeof StatusAnswer>;

/**
 * The workflow move a checked result leads to from an open application: an acknowledgement, a failure
 * (refunded once), or nothing yet.
 */
export function moveForResult(
  r: Pick<ProviderResult, 'status'>,
): Extract<PaperlessAction, 'acknowledge' | 'fail'> | null {
  if (r.status === 'success') return 'acknowledge';
  if (r.status === 'failure') return 'fail';
  return null;
}
