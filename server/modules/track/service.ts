import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import type { TrackAnswer, TrackStage } from '../../../contract/track';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import { UTI } from '../../../contract/uti/manifest';
import { AppError, msg } from '../../lib/errors';
import { trackedApplication } from '../nsdl-pan/read-model';
import { trackedRequest } from '../requests/read-model';
import { courierCard } from '../couriers/read-model';
import { accountCard } from '../users/read-model';
import { profileOf } from '../registration/read-model';
import { stageOf } from './stages';

/** Kinds whose result is an acknowledgement number a customer may hold instead of the reference. */
const ACK_RESULT_KINDS: string[] = [NSDL_PAPERLESS.requests.application.key];

/**
 * Kinds whose applicant has a date of birth on the form: checked by it alone. Every other kind is checked by the last 4
 * digits of the customer's mobile (a GST registration's signatory's); a kind whose form holds neither never matches.
 */
const DOB_KINDS: string[] = [
  NSDL_PAN.requests.application.key,
  NSDL_PAPERLESS.requests.application.key,
  UTI.requests.psa.key,
];

/** How the applicant proves the receipt is theirs: a date of birth, or the mobile's last 4 digits. */
type Check = { dob?: string; mobileLast4?: string };

/** Every miss is this one answer (wrong number, wrong date, both, an erased record), so a guess learns nothing. */
export const notTracked = () => new AppError(404, msg('track.notFound'));

/** "Ramesh K Patil" → "R. K. P.": enough for a customer to know it is theirs, and for no one else to learn much. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => `${[...w][0].toUpperCase()}.`)
    .join(' ');
}

const digest = (v: string) => crypto.createHash('sha256').update(v).digest();

/**
 * The secret compared in constant time; without a record (or a value to check) a random one stands in, so a miss
 * does the same work as a hit and no given value can match it.
 */
function matches(expected: string, given: string): boolean {
  const real = expected !== '' && given !== '';
  const a = digest(real ? expected : crypto.randomBytes(16).toString('hex'));
  const b = digest(given);
  return crypto.timingSafeEqual(a, b) && real;
}

type Found = {
  service: string;
  refNo: string;
  state: string;
  merchantId: number;
  name: string;
  dob: string;
  mobile: string;
  ackNo: string | null;
  courierId: number | null;
  events: { toState: string; at: string }[];
};

/** The passed stages, oldest first: a move that leaves the customer's stage as it was is no new line. */
function historyOf(kind: string, events: Found['events']): TrackAnswer['history'] {
  const out: { stage: TrackStage; at: string }[] = [];
  for (const e of events) {
    const stage = stageOf(kind, e.toState);
    if (out.at(-1)?.stage !== stage) out.push({ stage, at: new Date(e.at).toISOString() });
  }
  return out;
}

/**
 * The acknowledgement number a request's reference has by now (NSDL's, or a paperless application's), or null: what
 * a receipt printed again after the acknowledgement shows beside the reference.
 */
export async function acknowledgementOf(db: Db, reference: string): Promise<string | null> {
  const [pan, shared] = await Promise.all([
    trackedApplication(db, reference),
    trackedRequest(db, reference, ACK_RESULT_KINDS),
  ]);
  if (pan) return pan.ackNo;
  return shared && ACK_RESULT_KINDS.includes(shared.service) ? shared.result : null;
}

export function createTrackService(db: Db) {
  return {
    /**
     * The status of the application a receipt names, for whoever also knows the applicant's date of birth (or the
     * mobile's last 4 digits). Both look-ups, the comparison, and the shop's and courier's reads run on every call,
     * hit or miss, so the time taken says nothing either.
     */
    async track(number: string, check: Check): Promise<TrackAnswer> {
      const [pan, shared] = await Promise.all([
        trackedApplication(db, number),
        trackedRequest(db, number, ACK_RESULT_KINDS),
      ]);
      const found: Found | undefined = pan
        ? { ...pan, service: NSDL_PAN.requests.application.key }
        : shared && {
            ...shared,
            ackNo: ACK_RESULT_KINDS.includes(shared.service) ? shared.result : null,
            courierId: null,
          };
      const byDob = found ? DOB_KINDS.includes(found.service) : true;
      const expected = !found ? '' : byDob ? found.dob : found.mobile.length >= 4 ? found.mobile.slice(-4) : '';
      const ok = matches(expected, (byDob ? check.dob : check.mobileLast4) ?? '');
      const [account, profile, courier] = await Promise.all([
        accountCard(db, found?.merchantId ?? 0),
        profileOf(db, found?.merchantId ?? 0),
        courierCard(db, found?.courierId ?? 0),
      ]);
      if (!found || !ok) throw notTracked();
      const history = historyOf(found.service, found.events);
      const stage = stageOf(found.service, found.state);
      const last = history.at(-1);
      return {
        service: found.service,
        number: found.refNo,
        stage,
        since: last?.stage === stage ? last.at : (last?.at ?? new Date().toISOString()),
        history,
        ackNo: stage === 'received' || stage === 'sent' || stage === 'verified' ? null : found.ackNo,
        courier: courier && stage === 'dispatched' ? { company: courier.company, docketNo: courier.docketNo } : null,
        shop: { name: profile?.shopName || account?.name || '', phone: account?.mobile ?? '' },
        initials: initialsOf(found.name),
      };
    },
  };
}
