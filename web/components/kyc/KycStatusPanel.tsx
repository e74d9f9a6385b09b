import { Alert, Card, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconId } from '@tabler/icons-react';
import type { KycView } from '../../../contract/kyc';
import { DetailList } from '../account/DetailList';
import { useFormat, useT } from '../../i18n/auth';

/** Where the user's KYC stands, in words, with the reason when it was rejected. */
export function KycStatusPanel({ kyc }: { kyc: KycView }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  switch (kyc.status) {
    case 'not_submitted':
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconId size={20} />}
          title={t('auth.kycStatus.notSubmittedTitle')}
          data-testid="kyc-status"
          role="status"
        >
          {t('auth.kycStatus.notSubmitted')}
        </Alert>
      );
    case 'submitted':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockHour4 size={20} />}
          title={t('auth.kycStatus.submittedTitle')}
          data-testid="kyc-status"
          role="status"
        >
          {kyc.submittedAt
            ? t('auth.kycStatus.submittedOn', { date: formatDateTime(kyc.submittedAt) })
            : t('auth.kycStatus.submitted')}
        </Alert>
      );
    case 'approved':
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title={t('auth.kycStatus.approvedTitle')}
          data-testid="kyc-status"
          role="status"
        >
          {kyc.decidedAt
            ? t('auth.kycStatus.approvedOn', { date: formatDateTime(kyc.decidedAt) })
            : t('auth.kycStatus.approved')}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('auth.kycStatus.rejectedTitle')}
          data-testid="kyc-status"
          role="status"
        >
          <b>{t('auth.kycStatus.reason')}</b> {kyc.remark || t('auth.kycStatus.noReason')}
          <br />
          {t('auth.kycStatus.rejected')}
        </Alert>
      );
  }
}

/** What was submitted, masked as the server sends it. */
export function KycSummary({ kyc }: { kyc: KycView }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('auth.kycSummary.title')}
      </Title>
      <DetailList
        cols={3}
        items={[
          { label: t('auth.kycSummary.aadhaar'), value: kyc.aadhaarMasked },
          { label: t('auth.kycSummary.pan'), value: kyc.panNo },
          { label: t('auth.kycSummary.submittedOn'), value: kyc.submittedAt ? formatDateTime(kyc.submittedAt) : '' },
          { label: t('auth.kycSummary.bankName'), value: kyc.bankName },
          { label: t('auth.kycSummary.accountHolder'), value: kyc.accountHolder },
          { label: t('auth.kycSummary.accountNumber'), value: kyc.accountMasked },
          { label: t('auth.kycSummary.ifsc'), value: kyc.ifsc },
        ]}
      />
    </Card>
  );
}
