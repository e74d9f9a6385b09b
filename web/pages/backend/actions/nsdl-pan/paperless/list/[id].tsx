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
import { useT, type Translate } from '../../../../../../i18n/panPages';

const DECIDED: Record<string, (d: PaperlessDetail, t: Translate) => string> = {
  draft: (_d, t) => t('panPages.paperlessReview.draft'),
  acknowledged: (d, t) => t('panPages.paperlessReview.acknowledged', { ackNo: d.ackNo ?? d.result ?? '--' }),
  failed: (d, t) => t('panPages.paperlessReview.failed', { remark: d.remark?.trim() || '--' }),
};

/**
 * /backend/actions/nsdl-pan/paperless/list/{id}: one paperless application with what Protean last said;
 * while it waits, ask Protean now or fail it with a reason (refunded once).
 */
export default function PaperlessReviewPage() {
  const t = useT();
  return (
    <BackendReviewPage<PaperlessDetail>
      title={t('panPages.paperless.title')}
      service={PAPERLESS_SERVICE}
      header={(d) => <PaperlessHeader detail={d} showMerchant />}
      summary={(d) => <PaperlessAnswers detail={d} />}
      order={['fail']}
      looks={(d) => ({
        fail: {
          formLabel: t('panPages.paperlessReview.fail'),
          fieldLabel: t('panPages.cancel.reason'),
          icon: <IconX size={16} aria-hidden />,
          description: t('panPages.paperlessReview.failHint', {
            amount: formatRupeeAmount(d.amount),
            merchant: d.merchant.code,
          }),
          confirm: {
            title: t('panPages.paperlessReview.confirmTitle', { refNo: d.refNo }),
            message: t('panPages.paperlessReview.confirmText', {
              amount: formatRupeeAmount(d.amount),
              merchant: d.merchant.code,
              name: d.merchant.name,
            }),
            button: t('panPages.paperlessReview.confirm'),
          },
        },
      })}
      movedTitles={{ fail: t('panPages.paperlessReview.done') }}
      decided={(d) => DECIDED[d.state]?.(d, t) ?? t('panPages.paperlessReview.nothing')}
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
