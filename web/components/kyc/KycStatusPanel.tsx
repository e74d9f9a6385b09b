import { Alert, Card, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconId } from '@tabler/icons-react';
import type { KycStatus, KycView } from '../../../contract/kyc';
import { DetailList } from '../account/DetailList';
import { formatDateTime } from '../account/activity-text';

export const KYC_STATUS_TEXT: Record<KycStatus, string> = {
  not_submitted: 'Not submitted',
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Where the user's KYC stands, in words, with the reason when it was rejected. */
export function KycStatusPanel({ kyc }: { kyc: KycView }) {
  switch (kyc.status) {
    case 'not_submitted':
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconId size={20} />}
          title="KYC not submitted"
          data-testid="kyc-status"
          role="status"
        >
          Fill in the form below and upload your documents. Paid services open once your KYC is approved.
        </Alert>
      );
    case 'submitted':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockHour4 size={20} />}
          title="Waiting for review"
          data-testid="kyc-status"
          role="status"
        >
          We received your KYC{kyc.submittedAt ? ` on ${formatDateTime(kyc.submittedAt)}` : ''}. Our team is checking
          it; we will email you when it is done. Paid services open once it is approved.
        </Alert>
      );
    case 'approved':
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title="KYC approved"
          data-testid="kyc-status"
          role="status"
        >
          Your KYC was approved{kyc.decidedAt ? ` on ${formatDateTime(kyc.decidedAt)}` : ''}. All services are open to
          you.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="KYC rejected"
          data-testid="kyc-status"
          role="status"
        >
          <b>Reason:</b> {kyc.remark || 'not given'}
          <br />
          Correct the details below and submit your KYC again.
        </Alert>
      );
  }
}

/** What was submitted, masked as the server sends it. */
export function KycSummary({ kyc }: { kyc: KycView }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        What you submitted
      </Title>
      <DetailList
        cols={3}
        items={[
          { label: 'Aadhaar number', value: kyc.aadhaarMasked },
          { label: 'PAN', value: kyc.panNo },
          { label: 'Submitted on', value: formatDateTime(kyc.submittedAt) },
          { label: 'Bank name', value: kyc.bankName },
          { label: 'Account holder', value: kyc.accountHolder },
          { label: 'Account number', value: kyc.accountMasked },
          { label: 'IFSC', value: kyc.ifsc },
        ]}
      />
    </Card>
  );
}
