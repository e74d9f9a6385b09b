import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../contract/format';
import type { UtiMerchantSummary } from '../../../contract/uti';
import { FormErrorAlert } from '../FormErrorAlert';
import { StateBadge } from '../requests';
import { useResubmitPsa } from './api';
import { PSA_SERVICE, UTI_ROUTES } from './services';

type Psa = NonNullable<UtiMerchantSummary['psa']>;

/**
 * Where the shop stands as a PSA: not registered (a way to register), a draft to finish, waiting for
 * the back office, approved with the login id and how to sign in, or rejected with the reason and a
 * way to correct it and submit again.
 */
export function PsaStatus({ summary, compact = false }: { summary: UtiMerchantSummary; compact?: boolean }) {
  const psa = summary.psa;
  if (!psa)
    return (
      <Card withBorder radius="md" padding="lg" data-testid="psa-status">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            Register as a PSA
          </Title>
          <Text size="sm">
            A PAN Service Agent (PSA) signs in to UTIITSL&apos;s PSA portal with a login id, and every UTI PAN
            application made there uses one coupon. Register once; the back office gets your login id from UTIITSL.
          </Text>
          <Button
            component={Link}
            to={UTI_ROUTES.merchant.psaForm()}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Register as PSA
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="psa-status">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            PSA registration {psa.refNo}
          </Title>
          <StateBadge look={PSA_SERVICE.look} state={psa.state} testId="psa-state" />
        </Group>
        {psa.state === 'draft' && (
          <>
            <Text size="sm">
              Not submitted yet: finish the form, upload the PAN and Aadhaar cards, then check and submit it.
            </Text>
            <Group>
              <Button component={Link} to={UTI_ROUTES.merchant.psaForm(psa.id)} size="sm">
                Continue the registration
              </Button>
            </Group>
          </>
        )}
        {psa.state === 'submitted' && (
          <Text size="sm">
            Submitted{psa.submittedAt ? ` on ${formatDateTime(psa.submittedAt)}` : ''}. The back office registers you
            with UTIITSL and enters your PSA login id here; you are mailed when it is ready.
          </Text>
        )}
        {psa.state === 'approved' && <LoginId psa={psa} portalUrl={summary.portalUrl} compact={compact} />}
        {psa.state === 'rejected' && <Rejected psa={psa} />}
      </Stack>
    </Card>
  );
}

function LoginId({ psa, portalUrl, compact }: { psa: Psa; portalUrl: string | null; compact: boolean }) {
  return (
    <Stack gap="sm">
      <Group gap="xl" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            PSA login id
          </Text>
          <Text
            fw={700}
            fz={24}
            data-testid="psa-login-id"
            style={{ letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' }}
          >
            {psa.psaId}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Approved on
          </Text>
          <Text fw={600} data-testid="psa-approved-at">
            {psa.approvedAt ? formatDate(psa.approvedAt) : '--'}
          </Text>
        </div>
      </Group>
      {compact ? (
        <Group>
          <Anchor component={Link} to={UTI_ROUTES.merchant.psaLoginId} size="sm">
            How to sign in
          </Anchor>
        </Group>
      ) : (
        <Stack gap={6} data-testid="how-to-sign-in">
          <Text fw={600} size="sm">
            How to sign in to UTIITSL&apos;s PSA portal
          </Text>
          <List size="sm" spacing={4} type="ordered">
            <List.Item>
              Open the PSA portal{portalUrl ? '' : ' (the back office will publish its address here)'}.
            </List.Item>
            <List.Item>
              Sign in with the login id above; the first password is the one UTIITSL mailed to you (often the login id
              itself).
            </List.Item>
            <List.Item>Set your security question and change the password when asked.</List.Item>
            <List.Item>
              Each application you make there uses one coupon: request coupons from this portal first.
            </List.Item>
          </List>
          {portalUrl && (
            <Group>
              <Button
                component="a"
                href={portalUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                Open the PSA portal
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Rejected({ psa }: { psa: Psa }) {
  const navigate = useNavigate();
  const resubmit = useResubmitPsa(psa.id);
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" title="Reason for rejection" data-testid="psa-rejection">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {psa.rejectionReason || '--'}
        </Text>
        <Text size="sm" mt={4}>
          The charge was refunded to your wallet.
        </Text>
      </Alert>
      {resubmit.error ? <FormErrorAlert error={resubmit.error} title="Could not start the correction" /> : null}
      <Group>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={resubmit.isPending}
          onClick={() =>
            resubmit.mutate(
              { action: 'resubmit' },
              {
                onSuccess: (d) => {
                  notifications.show({
                    color: 'green',
                    title: 'Correction started',
                    message: `Draft ${d.refNo} holds your answers; correct them and submit again.`,
                  });
                  navigate(UTI_ROUTES.merchant.psaForm(d.id));
                },
              },
            )
          }
        >
          Correct and submit again
        </Button>
      </Group>
    </Stack>
  );
}
