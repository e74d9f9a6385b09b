import type { GstRequestDetail } from '../../../contract/gst';
import { GST_KEYS, GST_ROUTES, type GstKind } from '../../api/gst';
import { MerchantRequestPage as SharedPage } from '../requests/MerchantRequestPage';
import { registrationDocumentRows } from './RegistrationForm';
import { filingDocumentRows } from './FilingForm';
import { RequestHeader, RequestSummary } from './RequestSummary';
import { GST_SERVICES } from './services';

const NEXT: Record<string, string> = {
  submitted:
    'The back office will pick it up shortly. You will see here when they start, and if they need anything from you.',
  in_process: 'An operator is working on it. A question from them shows here and in the queries list.',
  completed: 'Done. The ARN is above; the acknowledgement and, for a registration, the certificate are under Results.',
  rejected: 'Rejected; the charge was refunded to your wallet.',
};

/**
 * One GST request as its merchant sees it (…/registration/view/{id}, …/filling/view/{id}): the shared
 * request page with GST's header (ARN, GSTIN), answers and document rows.
 */
export function MerchantRequestPage({ kind }: { kind: GstKind }) {
  const service = GST_SERVICES[kind];
  return (
    <SharedPage<GstRequestDetail>
      service={service}
      back={{ to: GST_ROUTES.merchant.list(kind), label: `All ${service.plural}` }}
      header={(d, extra) => <RequestHeader detail={d} extra={extra} />}
      summary={(d, draft) => <RequestSummary detail={d} problems={draft.problems} fixLink={draft.fixLink} />}
      documentRows={(d) =>
        d.service === GST_KEYS.registration
          ? registrationDocumentRows(d.data, d.files)
          : filingDocumentRows(d.data, d.files)
      }
      documentsSection={() => (kind === 'registration' ? 'documents' : 'invoices')}
      next={NEXT}
    />
  );
}
