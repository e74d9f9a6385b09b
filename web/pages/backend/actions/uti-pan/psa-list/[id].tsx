import type { PsaRegistrationDetail } from '../../../../../../contract/uti/index';
import { BackendReviewPage, rejectLook } from '../../../../../components/requests/BackendReviewPage';
import { ApproveForm } from '../../../../../components/uti/Decisions';
import { PsaHeader, PsaSummary } from '../../../../../components/uti/PsaSummary';
import { PSA_SERVICE } from '../../../../../components/uti/services';
import { useT, type Translate } from '../../../../../i18n/uti';

const DECIDED: Record<string, (d: PsaRegistrationDetail, t: Translate) => string> = {
  draft: (_, t) => t('uti.review.psaDraft'),
  approved: (d, t) => t('uti.review.psaApproved', { psaId: d.result ?? '--' }),
  rejected: (d, t) => t('uti.review.rejected', { reason: d.remark?.trim() || '--' }),
};

/**
 * /backend/actions/uti-pan/psa-list/{id}: one PSA registration reviewed beside the applicant's PAN and
 * Aadhaar cards: approve with the login id UTIITSL gave, or reject with a reason (refunded).
 */
export default function PsaReviewPage() {
  const t = useT();
  return (
    <BackendReviewPage<PsaRegistrationDetail>
      title={t('uti.review.psaTitle')}
      service={PSA_SERVICE}
      header={(d) => <PsaHeader detail={d} showMerchant />}
      summary={(d) => <PsaSummary detail={d} reveal />}
      order={['approve', 'reject']}
      looks={(d) => ({ approve: { tab: t('uti.approve.submit') }, reject: rejectLook(d, 'registration') })}
      movedTitles={{ reject: t('uti.review.psaRejected') }}
      renderInput={(a, d, ctx) => (a.input === 'psaId' ? <ApproveForm detail={d} ctx={ctx} /> : null)}
      decided={(d) => DECIDED[d.state]?.(d, t) ?? t('uti.review.nothing')}
    />
  );
}
