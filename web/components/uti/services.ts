// The service's titles are ids of the 'uti' catalogue: its English registers with the code that names them.
import '../../i18n/uti';
import {
  COUPON_COLUMNS,
  COUPON_WORKFLOW,
  PSA_COLUMNS,
  PSA_DOCUMENTS,
  PSA_WORKFLOW,
  UTI_API,
  UTI_EVENT_LABELS,
} from '../../../contract/uti';
import { apiRelative } from '../../api/table';
import { pageUrl, type Area } from '../../services';
import { UTI } from '../../../contract/uti/manifest';
import { withList, type RequestService } from '../requests/service';

/* UTI PAN on screen: its two requests as the shared screens read them, and its addresses. */

export const UTI_BASE: Record<Area, string> = {
  merchant: apiRelative(UTI_API.merchant),
  backend: apiRelative(UTI_API.backend),
};

/**
 * Screen addresses (docs/product.md#merchant-portal product/uti-pan, docs/product.md#back-office actions/uti-pan), from
 * the manifest (contract/uti/manifest.ts).
 */
export const UTI_ROUTES = {
  merchant: {
    dashboard: pageUrl(UTI, 'merchant', 'dashboard'),
    psaForm: (id?: number) => pageUrl(UTI, 'merchant', 'psaRegistration', { id }),
    psaLoginId: pageUrl(UTI, 'merchant', 'psaLoginId'),
    topup: pageUrl(UTI, 'merchant', 'topup'),
  },
  backend: {
    dashboard: pageUrl(UTI, 'backend', 'dashboard'),
    psaList: (list?: string) => withList(pageUrl(UTI, 'backend', 'psaList'), list),
    psaReview: (id: number) => pageUrl(UTI, 'backend', 'psaReview', { id }),
    couponList: (list?: string) => withList(pageUrl(UTI, 'backend', 'couponList'), list),
    couponReview: (id: number) => pageUrl(UTI, 'backend', 'couponReview', { id }),
  },
};

/** A shop's PSA registration: one form, read back on psa-loginid; worked on the back office's psa-list. */
export const PSA_SERVICE = {
  key: PSA_WORKFLOW.key,
  eyebrow: 'uti.service.eyebrow',
  title: 'uti.service.psaTitle',
  plural: 'uti.service.psaPlural',
  workflow: PSA_WORKFLOW,
  look: { ...PSA_WORKFLOW, eventLabels: UTI_EVENT_LABELS },
  stateTestId: 'uti-state',
  api: { merchant: `${UTI_BASE.merchant}/psa`, backend: `${UTI_BASE.backend}/psa` },
  routes: {
    // The shop has one registration at a time: its page is psa-loginid, whichever it is.
    merchant: {
      list: () => UTI_ROUTES.merchant.psaLoginId,
      view: () => UTI_ROUTES.merchant.psaLoginId,
      form: UTI_ROUTES.merchant.psaForm,
    },
    backend: { list: UTI_ROUTES.backend.psaList, review: UTI_ROUTES.backend.psaReview },
  },
  columns: PSA_COLUMNS,
  listOrder: { merchant: ['all'], backend: ['pending', 'approved', 'rejected', 'all'] },
  documentLabel: (kind: string) => PSA_DOCUMENTS.find((d) => d.value === kind)?.label ?? kind,
} satisfies RequestService;

/** A coupon request: made and charged at once on topup-list, where it is also read; worked on coupon-list. */
export const COUPON_SERVICE = {
  key: COUPON_WORKFLOW.key,
  eyebrow: 'uti.service.eyebrow',
  title: 'uti.service.couponTitle',
  plural: 'uti.service.couponPlural',
  workflow: COUPON_WORKFLOW,
  look: { ...COUPON_WORKFLOW, eventLabels: UTI_EVENT_LABELS },
  stateTestId: 'uti-state',
  api: { merchant: `${UTI_BASE.merchant}/coupons`, backend: `${UTI_BASE.backend}/coupons` },
  routes: {
    merchant: { list: () => UTI_ROUTES.merchant.topup },
    backend: { list: UTI_ROUTES.backend.couponList, review: UTI_ROUTES.backend.couponReview },
  },
  columns: COUPON_COLUMNS,
  listOrder: { merchant: ['all'], backend: ['pending', 'allotted', 'rejected', 'all'] },
  documentLabel: (kind: string) => kind,
} satisfies RequestService;
