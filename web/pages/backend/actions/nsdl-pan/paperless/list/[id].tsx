import { IconX } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../../../../../contract/money';
import { isOpenPaperlessState, type PaperlessDetail } from '../../../../../../../contract/nsdl-paperless/index';
import { AskProvider } from '../../../../../../components/nsdl-paperless/AskProvider';
import {
  PaperlessAnswers,
  PaperlessHeader,
  ProviderWord,
} from '../../../../../../components/nsdl-paperless/PaperlessSummary';
import { PAPERLESS_SERVICE } from '../../../../../../components/nsdl-paperless/services';
import { BackendReviewPage } from '../../../../../../components/requests/BackendReviewPage';

const DECIDED: Record<string, (d: PaperlessDetail) => string> = {
  draft: () => 'The merchant has not confirmed it yet; there is nothing to do.',
  acknowledged: (d) => `Acknowledged by Protean with acknowledgement number ${d.ackNo ?? d.result ?? '--'}.`,
  failed: (d) => `Failed; the charge was refunded. Reason: ${d.remark?.trim() || '--'}.`,
};

/**
 * /backend/actions/nsdl-pan/paperless/list/{id}: one paperless application with what Protean last said;
 * while it waits, ask Protean now or fail it with a reason (refunded once).
 */
export default function PaperlessReviewPage() {
  return (
    <BackendReviewPage<PaperlessDetail>
      title="Paperless PAN application"
      service={PAPERLESS_SERVICE}
      header={(d) => <PaperlessHeader detail={d} showMerchant />}
      summary={(d) => <PaperlessAnswers detail={d} />}
      order={['fail']}
      looks={(d) => ({
        fail: {
          formLabel: 'Fail and refund',
          fieldLabel: 'Reason',
          icon: <IconX size={16} aria-hidden />,
          description:
            'Only when Protean will not complete it. ' +
            `The merchant reads this reason; ${formatRupeeAmount(d.amount)} is refunded to ${d.merchant.code}.`,
          confirm: {
            title: `Fail ${d.refNo}?`,
            message:
              `The application is closed and ${formatRupeeAmount(d.amount)} refunded to ${d.merchant.code} ` +
              `(${d.merchant.name}). If Protean acknowledges it later, it stays failed. This cannot be undone.`,
            button: 'Yes, fail and refund',
          },
        },
      })}
      movedTitles={{ fail: 'Application failed and refunded' }}
      decided={(d) => DECIDED[d.state]?.(d) ?? 'There is nothing to decide now.'}
      side={(d) => (
        <>
          <ProviderWord detail={d} />
          {isOpenPaperlessState(d.state) && <AskProvider detail={d} />}
        </>
      )}
      documents={false}
    />
  );
}
