import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconId } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../api/use-auth';
import { kycPathFor, useMyKyc } from '../../api/kyc';

export const KYC_BANNER_TITLE = 'Complete your KYC to use paid services';

/** Shown in the merchant area until the account's KYC is approved. */
export function KycBanner() {
  const { user } = useAuth();
  const kyc = useMyKyc(user?.role.toLowerCase() === 'merchant');
  const status = kyc.data?.status;
  if (!user || !status || status === 'approved') return null;
  const waiting = status === 'submitted';
  const body =
    status === 'rejected'
      ? 'Your KYC was not approved. See the reason and submit it again.'
      : waiting
        ? 'Your KYC is waiting for review. Paid services open as soon as it is approved.'
        : 'Submit your Aadhaar, PAN, bank details and photos once; our team approves them and your paid services open.';
  return (
    <Alert
      color={status === 'rejected' ? 'red' : waiting ? 'blue' : 'yellow'}
      variant="light"
      icon={<IconId size={20} />}
      title={waiting ? 'KYC waiting for review' : KYC_BANNER_TITLE}
      data-testid="kyc-banner"
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{body}</Text>
        <Button
          component={Link}
          to={kycPathFor(user.kind)}
          size="xs"
          variant={waiting ? 'default' : 'filled'}
          rightSection={<IconArrowRight size={14} />}
        >
          {waiting ? 'View KYC status' : status === 'rejected' ? 'Submit again' : 'Complete KYC'}
        </Button>
      </Group>
    </Alert>
  );
}
