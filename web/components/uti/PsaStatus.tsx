import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import type { UtiMerchantSummary } from '../../../contract/uti';
import { FormErrorAlert } from '../FormErrorAlert';
import { StateBadge } from '../requests';
import { useResubmitPsa } from './api';
import { PSA_SERVICE, UTI_ROUTES } from './services';
import { useFormat, useT } from '../../i18n/uti';

type Psa = NonNullable<UtiMerchantSummary['psa']>;

/**
 * Where the shop stands as a PSA: not registered (a way to register), a draft to finish, waiting for
 * the back office, approved with the login id and how to sign in, or rejected with the reason and a
 * way to correct it and submit again.
 */
export function PsaStatus({ summary, compact = false }: { summary: UtiMerchantSummary; compact?: boolean }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const psa = summary.psa;
  if (!psa)
    return (
      <Card withBorder radius="md" padding="lg" data-testid="psa-status">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('uti.status.registerTitle')}
          </Title>
          <Text size="sm">{t('uti.status.registerText')}</Text>
          <Button
            component={Link}
            to={UTI_ROUTES.merchant.psaForm()}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('uti.psa.registerButton')}
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="psa-status">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('uti.status.title', { refNo: psa.refNo })}
          </Title>
          <StateBadge look={PSA_SERVICE.look} state={psa.state} testId="psa-state" />
        </Group>
        {psa.state === 'draft' && (
          <>
            <Text size="sm">{t('uti.status.draft')}</Text>
            <Group>
              <Button component={Link} to={UTI_ROUTES.merchant.psaForm(psa.id)} size="sm">
                {t('uti.status.continue')}
              </Button>
            </Group>
          </>
        )}
        {psa.state === 'submitted' && (
          <Text size="sm">
            {psa.submittedAt
              ? t('uti.status.submittedOn', { at: formatDateTime(psa.submittedAt) })
              : t('uti.status.submitted')}
          </Text>
        )}
        {psa.state === 'approved' && <LoginId psa={psa} portalUrl={summary.portalUrl} compact={compact} />}
        {psa.state === 'rejected' && <Rejected psa={psa} />}
      </Stack>
    </Card>
  );
}

function LoginId({ psa, portalUrl, compact }: { psa: Psa; portalUrl: string | null; compact: boolean }) {
  const t = useT();
  const { formatDate } = useFormat();
  return (
    <Stack gap="sm">
      <Group gap="xl" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            {t('uti.psa.loginId')}
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
            {t('uti.status.approvedOn')}
          </Text>
          <Text fw={600} data-testid="psa-approved-at">
            {psa.approvedAt ? formatDate(psa.approvedAt) : '--'}
          </Text>
        </div>
      </Group>
      {compact ? (
        <Group>
          <Anchor component={Link} to={UTI_ROUTES.merchant.psaLoginId} size="sm">
            {t('uti.status.howToSignIn')}
          </Anchor>
        </Group>
      ) : (
        <Stack gap={6} data-testid="how-to-sign-in">
          <Text fw={600} size="sm">
            {t('uti.status.howToTitle')}
          </Text>
          <List size="sm" spacing={4} type="ordered">
            <List.Item>{t(portalUrl ? 'uti.status.step1' : 'uti.status.step1NoUrl')}</List.Item>
            <List.Item>{t('uti.status.step2')}</List.Item>
            <List.Item>{t('uti.status.step3')}</List.Item>
            <List.Item>{t('uti.status.step4')}</List.Item>
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
                {t('uti.status.openPortal')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Rejected({ psa }: { psa: Psa }) {
  const t = useT();
  const navigate = useNavigate();
  const resubmit = useResubmitPsa(psa.id);
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" title={t('uti.status.rejectionReason')} data-testid="psa-rejection">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {psa.rejectionReason || '--'}
        </Text>
        <Text size="sm" mt={4}>
          {t('uti.status.refunded')}
        </Text>
      </Alert>
      {resubmit.error ? <FormErrorAlert error={resubmit.error} title={t('uti.status.correctionFailed')} /> : null}
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
                    title: t('uti.status.correctionStarted'),
                    message: t('uti.status.correctionMessage', { refNo: d.refNo }),
                  });
                  navigate(UTI_ROUTES.merchant.psaForm(d.id));
                },
              },
            )
          }
        >
          {t('uti.status.correct')}
        </Button>
      </Group>
    </Stack>
  );
}
