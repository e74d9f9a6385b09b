// The service's titles are ids of the 'paperless' catalogue: its English registers with the code that names them.
import '../../i18n/paperless';
import {
  NSDL_PAPERLESS_API,
  PAPERLESS_COLUMNS,
  PAPERLESS_EVENT_LABELS,
  PAPERLESS_WORKFLOW,
} from '../../../contract/nsdl-paperless';
import type { AppType } from '../../../contract/nsdl-pan/form';
import { apiRelative } from '../../api/table';
import { listUrl, pageUrl, type Area } from '../../services';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import { withList, type RequestService } from '../requests/service';

/* NSDL PAN paperless on screen: its request as the shared screens read it, and its addresses. */

const S = NSDL_PAPERLESS;

/**
 * Screen addresses (docs/product.md#merchant-portal product/nsdl-pan/paperless, docs/product.md#back-office
 * actions/nsdl-pan/paperless), from the declaration.
 */
export const PAPERLESS_ROUTES = {
  merchant: {
    /** The form of a type; `?id=` edits a saved draft. */
    apply: (appType: AppType, id?: number) =>
      `${pageUrl(S, 'merchant', appType === 'C' ? 'applyChange' : 'applyNew')}${id ? `?id=${id}` : ''}`,
    confirm: (id: number) => pageUrl(S, 'merchant', 'confirm', { id }),
    list: (list?: string) => withList(listUrl(S, 'merchant', 'all'), list),
  },
  backend: {
    list: (list?: string) => withList(listUrl(S, 'backend', 'with_provider'), list),
    review: (id: number) => pageUrl(S, 'backend', 'review', { id }),
  },
};

export const PAPERLESS_BASE: Record<Area, string> = {
  merchant: apiRelative(NSDL_PAPERLESS_API.merchant),
  backend: apiRelative(NSDL_PAPERLESS_API.backend),
};

/** A paperless application; its own page is the confirm page (check and pay, then the result). */
export const PAPERLESS_SERVICE = {
  key: PAPERLESS_WORKFLOW.key,
  eyebrow: 'paperless.service.eyebrow',
  title: 'paperless.service.title',
  plural: 'paperless.service.plural',
  workflow: PAPERLESS_WORKFLOW,
  look: { ...PAPERLESS_WORKFLOW, eventLabels: PAPERLESS_EVENT_LABELS },
  stateTestId: 'paperless-state',
  api: PAPERLESS_BASE,
  routes: {
    merchant: {
      list: PAPERLESS_ROUTES.merchant.list,
      view: PAPERLESS_ROUTES.merchant.confirm,
      form: (id?: number) => PAPERLESS_ROUTES.merchant.apply('N', id),
    },
    backend: { list: PAPERLESS_ROUTES.backend.list, review: PAPERLESS_ROUTES.backend.review },
  },
  columns: PAPERLESS_COLUMNS,
  listOrder: { merchant: ['all', 'acknowledged'], backend: ['with_provider', 'acknowledged', 'failed', 'all'] },
  documentLabel: (kind: string) => kind,
} satisfies RequestService;

/** The service with the form of one type, so a saved draft stays on its own form (apply/N or apply/C). */
export const paperlessFormService = (appType: AppType) => ({
  ...PAPERLESS_SERVICE,
  routes: {
    ...PAPERLESS_SERVICE.routes,
    merchant: {
      ...PAPERLESS_SERVICE.routes.merchant,
      form: (id?: number) => PAPERLESS_ROUTES.merchant.apply(appType, id),
    },
  },
});
