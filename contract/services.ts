import { CARDS } from './cards/manifest';
import { GST } from './gst/manifest';
import type { PriceCode, RequestKind, StaffTick } from './manifest';
import { NSDL_PAN } from './nsdl-pan/manifest';
import { NSDL_PAPERLESS } from './nsdl-paperless/manifest';
import { UTI } from './uti/manifest';

/**
 * Every service the portal sells, in the order the sidebar lists them (docs/decisions/0069). A new service writes its
 * manifest (contract/<service>/manifest.ts) and adds it here; the rest is drawn from this list. Its server module is
 * found by its id at server/modules/<id>/module.ts: the server refuses to start without it.
 */
export const SERVICES = [NSDL_PAN, NSDL_PAPERLESS, UTI, GST, CARDS] as const;

type Manifest = (typeof SERVICES)[number];
export type ServiceId = Manifest['id'];
type KindsOf<M> = M extends { requests: infer R } ? R[keyof R] : never;
type TickOf<M> = M extends { staff: infer T extends StaffTick } ? T : never;

/** Every kind of request on the engine, with its key, noun, prefix, report label and prices. */
export type ServiceRequestKind = KindsOf<Manifest>;
/** A request kind's workflow key ('uti-psa', 'gst-filing' …): a misspelt one is a type error. */
export type ServiceKey = ServiceRequestKind['key'];

type Kind = RequestKind & ServiceRequestKind;
/** The request kinds in the sidebar's order, and each service's in its manifest's. */
export const REQUEST_KINDS: readonly Kind[] = SERVICES.flatMap((s) => Object.values<RequestKind>(s.requests) as Kind[]);

/** The request kind of a key; throws for a key no manifest declares (a stored row of a removed service). */
export function requestKind(key: string): Kind {
  const kind = REQUEST_KINDS.find((k) => k.key === key);
  if (!kind) throw new Error(`No service declares the request kind ${key}`);
  return kind;
}

export type ServiceCode = ServiceRequestKind['prices'][number]['code'];
/** What the portal sells; a package holds a merchant price for each (docs/architecture.md#money). */
export const SERVICE_CODES = REQUEST_KINDS.flatMap((k): readonly PriceCode[] => k.prices) as readonly (PriceCode & {
  code: ServiceCode;
})[];
export const SERVICE_CODE_VALUES = SERVICE_CODES.map((s) => s.code) as [ServiceCode, ...ServiceCode[]];

export type StaffService = TickOf<Manifest>['value'];
/** The staff ticks in the sidebar's order, each once (paperless shares NSDL PAN's). */
export const STAFF_TICKS: readonly (StaffTick & { value: StaffService })[] = SERVICES.flatMap((s): StaffTick[] =>
  'staff' in s ? [s.staff] : [],
).filter((t, i, all) => all.findIndex((o) => o.value === t.value) === i) as (StaffTick & { value: StaffService })[];
