import { Alert, Divider, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { PAPERLESS_SECTIONS, type PaperlessDetail, type PaperlessSection } from '../../../contract/nsdl-paperless';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import type { ConsentBody } from '../../../contract/privacy/notice';
import { LoadingOverlay } from '../LoadingOverlay';
import { AnswersCheck, ChargePanel, SubmitPanelCard } from '../requests/ChargePanel';
import { usePaperlessSummary } from './api';

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
  const summary = usePaperlessSummary();
  const problems = d.problems.map((p) => ({ ...p, section: (p.section ?? 'name') as PaperlessSection }));
  const notSetUp = summary.data?.available === false;
  return (
    <>
      <LoadingOverlay
        visible={pending || leaving}
        fullScreen
        title={leaving ? 'Opening Protean…' : 'Confirming…'}
        description={
          leaving
            ? 'Taking the applicant to Aadhaar e-KYC'
            : 'Charging your wallet and asking Protean for the e-KYC page'
        }
      />
      <SubmitPanelCard>
        <AnswersCheck
          title="Details"
          problems={problems}
          fixLink={fixLink}
          sectionName={(s) => PAPERLESS_SECTIONS[s]}
        />
        <Divider />
        {summary.data?.sandbox && (
          <Alert
            color="grape"
            variant="light"
            icon={<IconFlask size={18} />}
            title="Test e-KYC"
            data-testid="sandbox-note"
          >
            <Text size="sm">
              Paperless runs against the test e-KYC: no PAN is applied for, though the wallet is charged and refunded as
              for real.
            </Text>
          </Alert>
        )}
        {notSetUp && (
          <Alert color="orange" variant="light" title="Paperless is not set up" role="status" data-testid="not-set-up">
            <Text size="sm">
              The portal has no e-KYC provider yet, so nothing can be confirmed or charged. Ask the portal’s
              administrator.
            </Text>
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
          submitLabel="Confirm and pay"
        />
      </SubmitPanelCard>
    </>
  );
}
