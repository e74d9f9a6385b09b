import type { PsaRegistrationDetail } from '../../../../../../contract/uti/index';
import { BackendReviewPage, rejectLook } from '../../../../../components/requests/BackendReviewPage';
import { ApproveForm } from '../../../../../components/uti/Decisions';
import { PsaHeader, PsaSummary } from '../../../../../components/uti/PsaSummary';
import { PSA_SERVICE } from '../../../../../components/uti/services';

const DECIDED: Record<string, (d: PsaRegistrationDetail) => string> = {
  draft: () => 'The merchant has not submitted it yet; there is nothing to do.',
  approved: (d) => `Approved with PSA login id ${d.result ?? '--'}.`,
  rejected: (d) => `Rejected; the charge was refunded. Reason: ${d.remark?.trim() || '--'}.`,
};

/**
 * /backend/actions/uti-pan/psa-list/{id}: one PSA registration reviewed beside the applicant's PAN and
 * Aadhaar cards: approve with the login id UTIITSL gave, or reject with a reason (refunded).
 */
export default function PsaReviewPage() {
  return (
    <BackendReviewPage<PsaRegistrationDetail>
      title="Review PSA registration"
      service={PSA_SERVICE}
      header={(d) => <PsaHeader detail={d} showMerchant />}
      summary={(d) => <PsaSummary detail={d} reveal />}
      order={['approve', 'reject']}
      looks={(d) => ({ approve: { tab: 'Approve' }, reject: rejectLook(d, 'registration') })}
      movedTitles={{ reject: 'PSA registration rejected' }}
      renderInput={(a, d, ctx) => (a.input === 'psaId' ? <ApproveForm detail={d} ctx={ctx} /> : null)}
      decided={(d) => DECIDED[d.state]?.(d) ?? 'There is nothing to decide now.'}
    />
  );
}
