import { Alert, Divider, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { PAPERLESS_SECTIONS, type PaperlessDetail, type PaperlessSection } from '../../../contract/nsdl-paperless';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import type { ConsentBody } from '../../../contract/privacy/notice';
import { LoadingOverlay } from '../LoadingOverlay';
import { AnswersCheck, ChargePanel, SubmitPanelCard } from '../requests/ChargePanel';
import { usePaperlessSummary } from './api';
import { useT } from '../../i18n/paperless';
import { useLabel } from '../../i18n/labels';

/**
 * A draft's last step: what is still missing with a way to it, the price, the wallet's balance, and
 * "Confirm and pay", which charges once and sends the browser to Protean (or the test e-KYC).
 */
export function ConfirmPanel({
  detail: d,
  fixLink,
  pending,
  leaving,
  error,
  onConfirm,
}: {
  detail: PaperlessDetail;
  fixLink: (section: string) => string;
  /** The confirm call is out. */
  pending: boolean;
  /** The provider's address is in: the browser is leaving for it. */
  leaving: boolean;
  error: unknown;
  onConfirm: (consent?: ConsentBody) => void;
}) {
  const t = useT();
  const label = useLabel();
  const summary = usePaperlessSummary();
  const problems = d.problems.map((p) => ({ ...p, section: (p.section ?? 'name') as PaperlessSection }));
  const notSetUp = summary.data?.available === false;
  return (
    <>
      <LoadingOverlay
        visible={pending || leaving}
        fullScreen
        title={t(leaving ? 'paperless.confirm.opening' : 'paperless.confirm.confirming')}
        description={t(leaving ? 'paperless.confirm.openingDescription' : 'paperless.confirm.confirmingDescription')}
      />
      <SubmitPanelCard>
        <AnswersCheck
          title={t('paperless.confirm.details')}
          problems={problems}
          fixLink={fixLink}
          sectionName={(s) => label(PAPERLESS_SECTIONS[s])}
        />
        <Divider />
        {summary.data?.sandbox && (
          <Alert
            color="grape"
            variant="light"
            icon={<IconFlask size={18} />}
            title={t('paperless.confirm.sandboxTitle')}
            data-testid="sandbox-note"
          >
            <Text size="sm">{t('paperless.confirm.sandbox')}</Text>
          </Alert>
        )}
        {notSetUp && (
          <Alert
            color="orange"
            variant="light"
            title={t('paperless.confirm.notSetUpTitle')}
            role="status"
            data-testid="not-set-up"
          >
            <Text size="sm">{t('paperless.confirm.notSetUp')}</Text>
          </Alert>
        )}
        <ChargePanel
          amount={d.amount}
          noun="application"
          sendsTo="to Protean for the applicant’s Aadhaar e-KYC and e-Sign"
          ready={problems.length === 0 && !notSetUp}
          pending={pending || leaving}
          error={error}
          onSubmit={onConfirm}
          privacy={NSDL_PAPERLESS.requests.application.key}
          withBalance
          submitLabel={t('paperless.confirm.submit')}
        />
      </SubmitPanelCard>
    </>
  );
}
