import { z } from 'zod';
import { PAN_RE, isValidAadhaar } from './india';

export const KYC_STATUSES = ['not_submitted', 'submitted', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The text part of a KYC submission; address proof, photo and shop photo come as files beside it. */
export const KycForm = z.object({
  aadhaarNo: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12}$/, 'Aadhaar has 12 digits')
        .refine(isValidAadhaar, 'This is not a valid Aadhaar number (check digit)'),
    ),
  panNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PAN_RE, 'PAN is 5 letters, 4 digits and a letter, like ABCDE1234F')
    .refine((v) => v[3] === 'P', 'Use your personal PAN (its 4th letter is P)'),
  bankName: z.string().trim().min(2, 'Required').max(100),
  accountHolder: z.string().trim().min(2, 'Required').max(100),
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'Account number has 9 to 18 digits'),
  ifsc: z.string().trim().toUpperCase().regex(IFSC_RE, 'IFSC is 11 characters, like SBIN0001234'),
});
export type KycForm = z.input<typeof KycForm>;

export const KYC_FILES = ['addressProof', 'photo', 'shopPhoto'] as const;
export const KYC_FILE_MAX_BYTES = 2 * 1024 * 1024;

export const KycView = z.object({
  id: z.number().nullable(),
  status: z.enum(KYC_STATUSES),
  remark: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  aadhaarMasked: z.string().nullable(),
  panNo: z.string().nullable(),
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  accountMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
});
export type KycView = z.infer<typeof KycView>;

export const KycReview = KycView.extend({
  userCode: z.string(),
  userName: z.string(),
  displayName: z.string(),
  kind: z.string().nullable(),
  /**
   * The bank account number in full, for the reviewer to compare with the documents. The Aadhaar number is
   * only `aadhaarMasked` here: the whole one comes from a logged reveal (RevealAadhaarBody, contract/aadhaar.ts).
   */
  accountNo: z.string(),
  files: z.array(z.object({ field: z.enum(KYC_FILES), mime: z.string() })),
});
export type KycReview = z.infer<typeof KycReview>;
