import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconId } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../api/use-auth';
import { kycPathFor, useMyKyc } from '../../api/kyc';
import { useT } from '../../i18n/auth';

/** Shown in the merchant area until the account's KYC is approved. */
export function KycBanner() {
  const { user } = useAuth();
  const kyc = useMyKyc(user?.role.toLowerCase() === 'merchant');
  const status = kyc.data?.status;
  if (!user || !status || status === 'approved') return null;
  return <KycBannerView status={status} kind={user.kind} />;
}

/**
 * The banner for a status, drawn by the app and, from the early KYC answer, by the app shell's frame before the app's
 * code has arrived (web/shell-frame): the same markup, so the app's draw takes its place where it stands.
 */
export function KycBannerView({ status, kind }: { status: string; kind: string | undefined }) {
  const t = useT();
  const waiting = status === 'submitted';
  const body =
    status === 'rejected'
      ? t('auth.kycBanner.rejected')
      : waiting
        ? t('auth.kycBanner.waiting')
        : t('auth.kycBanner.notSubmitted');
  return (
    <Alert
      color={status === 'rejected' ? 'red' : waiting ? 'blue' : 'yellow'}
      variant="light"
      icon={<IconId size={20} />}
      title={waiting ? t('auth.kycBanner.waitingTitle') : t('auth.kycBanner.title')}
      data-testid="kyc-banner"
      role="status"
      // The light variant's coloured title fails WCAG's 4.5:1 on its own tint (yellow: 2.3:1, Lighthouse): the
      // title in the text's colour, the icon and tint keep telling the state.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{body}</Text>
        <Button
          component={Link}
          to={kycPathFor(kind)}
          size="xs"
          variant={waiting ? 'default' : 'filled'}
          rightSection={<IconArrowRight size={14} />}
        >
          {waiting
            ? t('auth.kycBanner.viewStatus')
            : status === 'rejected'
              ? t('auth.kycBanner.submitAgain')
              : t('auth.kycBanner.complete')}
        </Button>
      </Group>
    </Alert>
  );
}
