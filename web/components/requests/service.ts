import type { MessageId } from '../../../contract/i18n';
import type { ConsentRecord } from '../../../contract/privacy/notice';
import type { AllowedAction, RequestEvent, Workflow } from '../../../contract/requests';
import type { ColumnDef } from '../../../contract/table';
import type { Area } from '../../services';
import type { RequestLook } from './look';

/*
 * One service on the request workflow as its screens see it: the workflow, its words, where
 * its calls and screens are, its list columns and documents. The shared pages (lists, a request's page,
 * the review, the form frame, the submit panel, the documents) take it instead of a service's name.
 */

export type { Area };

/** A file of a request: the merchant's documents and the back office's results. */
export type RequestFile = {
  id: string;
  kind: string;
  side: 'merchant' | 'backend';
  name: string;
  mime: string;
  size: number;
  uploadedAt: string;
};

/** What every request detail answer carries, whatever the service's own data. */
export type RequestDetailBase = {
  id: number;
  refNo: string;
  state: string;
  stateLabel: string;
  /** Charged at submission, or the price a draft will be charged (rupees). */
  amount: number;
  merchant: { code: string; name: string };
  /** Request date, YYYY-MM-DD. */
  dated: string;
  submittedAt: string | null;
  /** The last question or reason given. */
  remark: string | null;
  result: string | null;
  files: RequestFile[];
  /** When retention deleted the shop's documents (the server says so once the request is finished and past its time). */
  documentsDeletedAt?: string | null;
  /** The applicant's consent to the privacy notice, as given at submission. */
  consent?: ConsentRecord | null;
  events: RequestEvent[];
  allowedActions: AllowedAction[];
};

/** A draft's readiness, as the server reads it: answers still wrong and documents still missing. */
export type DraftReadiness = {
  problems: readonly { field: string; section?: string; message: string; kind?: string }[];
  missingDocuments: readonly { kind: string; label: string }[];
};

/** The list row every request list has. */
export type RequestRowBase = { id: number; ref_no: string; state: string };

export type RequestService = {
  /** The workflow's key (the request's `service`): also the cache's name for its requests. */
  key: string;
  /** The line above a page's title ("GST", "UTI PAN"), a catalogue id. */
  eyebrow: MessageId;
  /** "GST registration", "PSA registration", a catalogue id. */
  title: MessageId;
  /** For lists and counts: "registrations", a catalogue id. */
  plural: MessageId;
  workflow: Workflow;
  look: RequestLook;
  /** The test id of its state badges (browser specs find a request's state by it). */
  stateTestId: string;
  /** The service's calls per area, relative to /api ('/merchant/product/gst/registration'). */
  api: Readonly<Record<Area, string>>;
  /** Its screens' addresses. */
  routes: {
    /** `view`: a request's own page, where the service has one (a coupon request is read in its list). */
    merchant: { list: (list?: string) => string; view?: (id: number) => string; form?: (id?: number) => string };
    backend: { list: (list?: string) => string; review: (id: number) => string };
  };
  columns: readonly ColumnDef[];
  /** The workflow's lists in the order their tabs show. */
  listOrder: Readonly<Record<Area, readonly string[]>>;
  /** A document or result kind in words. */
  documentLabel: (kind: string) => string;
};

/** A list's address with its tab chosen (?list=…). */
export const withList = (path: string, list?: string) => (list ? `${path}?list=${encodeURIComponent(list)}` : path);
