import { GST_API, type GstRequestDetail } from '../../contract/gst';
import { GST } from '../../contract/gst/manifest';
import { pageUrl, type Area } from '../services';
import { apiRelative } from './table';
import { PORTAL_PAGES } from '../../contract/portal-pages';

/* Where GST registration and filing are called and shown; the calls themselves are the shared request calls (components/requests/api). */

export type { Area };
/** The two GST services; each has its own part of the API and of the screens' addresses. */
export type GstKind = 'registration' | 'filing';
export const GST_KINDS: readonly GstKind[] = ['registration', 'filing'];
/** Each kind's request key, as its manifest declares it (the detail's `service`). */
export const GST_KEYS = {
  registration: GST.requests.registration.key,
  filing: GST.requests.filing.key,
} as const satisfies Record<GstKind, string>;

export const GST_BASE: Record<Area, string> = {
  merchant: apiRelative(GST_API.merchant),
  backend: apiRelative(GST_API.backend),
};

/** Client paths (relative to /api) of one service's calls in an area. */
export const gstPaths = (area: Area, kind: GstKind) => {
  const base = `${GST_BASE[area]}/${kind}`;
  return {
    base,
    request: (id: number) => `${base}/${id}`,
    file: (id: number, fileId: string) => `${base}/${id}/files/${fileId}`,
    list: (name: string) => `${base}/lists/${name}`,
    export: (name: string) => `${base}/lists/${name}/export`,
  };
};

const withList = (path: string, list?: string) => (list ? `${path}?list=${encodeURIComponent(list)}` : path);

/** Screen addresses (product/gst in docs/product.md#merchant-portal, actions/gst in #back-office), from the declaration in services/gst. */
export const GST_ROUTES = {
  merchant: {
    dashboard: pageUrl(GST, 'merchant', 'dashboard'),
    form: (kind: GstKind, id?: number) =>
      pageUrl(GST, 'merchant', kind === 'registration' ? 'registration' : 'filing', { id }),
    list: (kind: GstKind, list?: string) =>
      withList(pageUrl(GST, 'merchant', kind === 'registration' ? 'registrationList' : 'filingList'), list),
    view: (kind: GstKind, id: number) =>
      pageUrl(GST, 'merchant', kind === 'registration' ? 'registrationView' : 'filingView', { id }),
    addMoney: PORTAL_PAGES.merchant.payment,
  },
  backend: {
    dashboard: pageUrl(GST, 'backend', 'dashboard'),
    list: (kind: GstKind, list?: string) =>
      withList(pageUrl(GST, 'backend', kind === 'registration' ? 'registration' : 'filing'), list),
    review: (kind: GstKind, id: number) =>
      pageUrl(GST, 'backend', kind === 'registration' ? 'registrationReview' : 'filingReview', { id }),
  },
} as const;

/** The kind of a request from its service key. */
export const kindOf = (d: Pick<GstRequestDetail, 'service'>): GstKind =>
  d.service === GST_KEYS.registration ? 'registration' : 'filing';
