/*
 * What the public status page needs of the track contract without zod (decision 0048: a public page a phone opens
 * from a QR code stays light; the schemas it is checked by are contract/track.ts, applied by the server).
 */
export const TRACK_API = '/api/track';
/** The page a receipt's QR code opens, with `?n=<number>`. */
export const TRACK_PAGE = '/track';

/** The few stages a customer is told, whatever the service's own workflow calls its states. */
export const TRACK_STAGES = [
  'received',
  'sent',
  'verified',
  'query',
  'acknowledged',
  'dispatched',
  'done',
  'rejected',
] as const;
export type TrackStage = (typeof TRACK_STAGES)[number];

/**
 * Reference prefixes of the kinds checked by the customer's mobile instead of a date of birth (GST registration:
 * a business has no birthday). Known publicly from the receipt, so the page can ask for the right one before sending.
 */
export const MOBILE_CHECKED_PREFIXES = ['GR'] as const;
export const checkedByMobile = (number: string) =>
  MOBILE_CHECKED_PREFIXES.some((p) => number.trim().toUpperCase().startsWith(p));

/** The answer (contract/track.ts TrackAnswer) as the page reads it. */
export type TrackResult = {
  service: string;
  number: string;
  stage: TrackStage;
  since: string;
  history: { stage: TrackStage; at: string }[];
  ackNo: string | null;
  courier: { company: string; docketNo: string } | null;
  shop: { name: string; phone: string };
  initials: string;
};
