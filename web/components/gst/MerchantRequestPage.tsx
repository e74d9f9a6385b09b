import type { GstRequestDetail } from '../../../contract/gst';
import { GST_KEYS, GST_ROUTES, type GstKind } from '../../api/gst';
import { MerchantRequestPage as SharedPage } from '../requests/MerchantRequestPage';
import { registrationDocumentRows } from './RegistrationForm';
import { filingDocumentRows } from './FilingForm';
import { RequestHeader, RequestSummary } from './RequestSummary';
import { GST_SERVICES } from './services';
import { useT } from '../../i18n/gst';

const NEXT = {
  submitted: 'gst.request.nextSubmitted',
  in_process: 'gst.request.nextInProcess',
  completed: 'gst.request.nextCompleted',
  rejected: 'gst.request.nextRejected',
} as const;

/**
 * One GST request as its merchant sees it (…/registration/view/{id}, …/filling/view/{id}): the shared
 * request page with GST's header (ARN, GSTIN), answers and document rows.
 */
export function MerchantRequestPage({ kind }: { kind: GstKind }) {
  const t = useT();
  const service = GST_SERVICES[kind];
  const next = Object.fromEntries(Object.entries(NEXT).map(([state, id]) => [state, t(id)]));
  return (
    <SharedPage<GstRequestDetail>
      service={service}
      back={{
        to: GST_ROUTES.merchant.list(kind),
        label: t(kind === 'registration' ? 'gst.request.allRegistrations' : 'gst.request.allFilings'),
      }}
      header={(d, extra) => <RequestHeader detail={d} extra={extra} />}
      summary={(d, draft) => <RequestSummary detail={d} problems={draft.problems} fixLink={draft.fixLink} />}
      documentRows={(d) =>
        d.service === GST_KEYS.registration
          ? registrationDocumentRows(d.data, d.files)
          : filingDocumentRows(d.data, d.files)
      }
      documentsSection={() => (kind === 'registration' ? 'documents' : 'invoices')}
      next={next}
    />
  );
}
