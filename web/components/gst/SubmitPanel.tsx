import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Card, Divider, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconSend, IconWallet, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { GstRequestDetail } from '../../../contract/gst';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { GST_ROUTES, gstKeys, kindOf, useSubmitGstRequest } from '../../api/gst';
import { kycPathFor } from '../../api/kyc';
import { shortfallOf, useBalance } from '../../api/money';
import { useAuth } from '../../api/use-auth';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';

function Check({ ok, title, children }: { ok: boolean; title: string; children?: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="check" data-ok={ok}>
      <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="md" aria-hidden>
        {ok ? <IconCheck size={16} /> : <IconX size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {title}
          <VisuallyHidden>{ok ? ': done' : ': not done'}</VisuallyHidden>
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * A draft's last step (as NSDL PAN's pre-submit): what is still missing with a way to it, the price,
 * the wallet's balance and, when it is short, by how much with a way to add money; then submit, which
 * charges the price once and sends the request to the back office.
 */
export function SubmitPanel({ detail: d }: { detail: GstRequestDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = kindOf(d);
  const submit = useSubmitGstRequest(kind, d.id);
  const { balance, hasValue } = useBalance();
  const formUrl = GST_ROUTES.merchant.form(kind, d.id);
  const problems = d.problems;
  const missingDocs = d.missingDocuments;
  const ready = problems.length === 0 && missingDocs.length === 0;
  const short = hasValue && balance < d.amount ? d.amount - balance : 0;
  const sections = [...new Set(problems.map((p) => p.section))];

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', title: 'Request submitted', message: `${r.refNo} is with the back office; ${rupees(r.amount)} was charged to your wallet.` });
        navigate(GST_ROUTES.merchant.view(kind, r.id));
      },
      // What the server found missing may be newer than this page: read the request again.
      onError: () => void queryClient.invalidateQueries({ queryKey: gstKeys.request('merchant', kind, d.id) }),
    });

  return (
    <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 76 }} data-testid="submit-panel">
      <LoadingOverlay visible={submit.isPending} fullScreen title="Submitting..." description="Charging your wallet and sending the request to the back office" />
      <Stack gap="md">
        <Title order={2} size="h4">
          Ready to submit?
        </Title>
        <Check ok={problems.length === 0} title="Details">
          {problems.length === 0 ? (
            <Text size="sm" c="dimmed">
              Every answer is filled in.
            </Text>
          ) : (
            <>
              <Text size="sm" c="red.8">
                {problems.length} {problems.length === 1 ? 'answer needs' : 'answers need'} attention:
              </Text>
              <List size="sm" spacing={4} data-testid="problem-list">
                {sections.map((section) => {
                  const list = problems.filter((p) => p.section === section);
                  return (
                    <List.Item key={section}>
                      {list[0].message}
                      {list.length > 1 ? ` (and ${list.length - 1} more)` : ''}{' '}
                      <Anchor component={Link} to={`${formUrl}#section-${section}`} size="sm">
                        Fix
                      </Anchor>
                    </List.Item>
                  );
                })}
              </List>
            </>
          )}
        </Check>
        <Check ok={missingDocs.length === 0} title="Documents">
          {missingDocs.length === 0 ? (
            <Text size="sm" c="dimmed">
              Every document needed is uploaded.
            </Text>
          ) : (
            <List size="sm" spacing={2} data-testid="missing-documents">
              {missingDocs.map((m) => (
                <List.Item key={m.kind}>
                  {m.label}: <Text span c="red.8" size="sm">missing</Text>
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to={`${formUrl}#section-${kind === 'registration' ? 'documents' : 'invoices'}`} size="sm">
            {missingDocs.length ? 'Upload the documents' : 'See or replace the documents'}
          </Anchor>
        </Check>
        <Divider />
        <Group justify="space-between" data-testid="price">
          <Text size="sm">Price</Text>
          <Text fw={700}>{rupees(d.amount)}</Text>
        </Group>
        <Group justify="space-between" data-testid="balance">
          <Text size="sm">Your balance</Text>
          <Text fw={600} c={short ? 'red.8' : undefined}>
            {hasValue ? rupees(balance) : '--'}
          </Text>
        </Group>
        {short > 0 && !submit.error ? <Shortfall balance={balance} needed={d.amount} shortfall={short} /> : null}
        <SubmitError error={submit.error} />
        <Button size="md" leftSection={<IconSend size={18} aria-hidden />} disabled={!ready || submit.isPending} loading={submit.isPending} onClick={send}>
          Submit request
        </Button>
        <Text size="xs" c="dimmed" mt={-8}>
          {ready ? `Submitting charges ${rupees(d.amount)} to your wallet and sends the request to the back office.` : 'Submitting opens once everything above is done.'}
        </Text>
      </Stack>
    </Card>
  );
}

/** A short balance: by how much, and a way to add money (the owner's; staff ask the owner). */
function Shortfall({ balance, needed, shortfall, refused = false }: { balance: number; needed: number; shortfall: number; refused?: boolean }) {
  const { user } = useAuth();
  return (
    <Alert color={refused ? 'red' : 'orange'} variant="light" icon={<IconWallet size={18} />} title="Insufficient balance" role={refused ? 'alert' : 'status'} data-testid="shortfall">
      <Text size="sm">
        Your wallet has {rupees(balance)}; this request needs {rupees(needed)}. Add <b>{rupees(shortfall)}</b> to submit it.
      </Text>
      {user?.kind === 'staff' ? (
        <Text size="sm" mt="xs">
          Ask the owner of the shop to add money to the wallet.
        </Text>
      ) : (
        <Button component={Link} to={GST_ROUTES.merchant.addMoney} size="xs" mt="xs">
          Add money
        </Button>
      )}
    </Alert>
  );
}

/** Why a submit was refused: a short balance, KYC, or what is missing. */
function SubmitError({ error }: { error: unknown }) {
  const { user } = useAuth();
  if (!error) return null;
  const short = shortfallOf(error);
  if (short) return <Shortfall {...short} refused />;
  const body = error instanceof ApiError ? (error.body as { kycRequired?: unknown } | undefined) : undefined;
  if (error instanceof ApiError && error.status === 403 && body?.kycRequired) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="KYC not approved" role="alert">
        <Text size="sm">{errorText(error)}</Text>
        <Button component={Link} to={kycPathFor(user?.kind)} size="xs" mt="xs">
          Go to my KYC
        </Button>
      </Alert>
    );
  }
  return <FormErrorAlert error={error} title="Not submitted" listFieldErrors />;
}
