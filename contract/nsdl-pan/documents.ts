import { z } from 'zod';

/** What an uploaded file is. 'form' pages must be images so the photo and signature can be cropped from them. */
export const DOCUMENT_KINDS = [
  { value: 'form', label: 'Signed application form', accept: ['image/jpeg', 'image/png'] },
  { value: 'identity', label: 'Proof of identity', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'address', label: 'Proof of address', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'dob', label: 'Proof of date of birth', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'pan_proof', label: 'Proof of PAN', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'other', label: 'Other document', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'tin', label: 'Corrected document (TIN rejection)', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['value'];
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS.map((k) => k.value) as [DocumentKind, ...DocumentKind[]]);

/** Upload and scan limits (docs/product.md#nsdl-pan-physical: Protean's scanned route). */
export const SCAN_LIMITS = {
  uploadMaxBytes: 5 * 1024 * 1024,
  pdfMaxPages: 10,
  /** Pages of the merged PDF sent on: form and proofs together. */
  mergedMaxPages: 20,
  /** Each page of the merged PDF, at 200 dpi. */
  pageMaxBytes: 300 * 1024,
  dpi: 200,
  imageMaxSide: 8000,
  filesPerApplication: 20,
} as const;

/** Photo 3.5 × 2.5 cm and signature 2 × 4.5 cm at 200 dpi, colour JPEG. */
export const CROP_SPECS = {
  photo: { width: 197, height: 276, maxBytes: 20 * 1024, label: 'Photograph' },
  signature: { width: 354, height: 157, maxBytes: 10 * 1024, label: 'Signature' },
} as const;
export type CropKind = keyof typeof CROP_SPECS;
export const CropKindSchema = z.enum(['photo', 'signature']);
