import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconEdit, IconFingerprint } from '@tabler/icons-react';
import { formatDateTime } from '../../../contract/format';
import { formatRupeeAmount } from '../../../contract/money';
import { formatCount } from '../DataTable';
import { StateCards } from '../requests';
import { Loaded } from '../requests/DashboardFigures';
import { stateCardsOf } from '../requests/ServiceDashboard';
import type { Area } from '../requests/service';
import { usePaperlessDashboard, usePaperlessSummary, type PaperlessDashboardData } from './api';
import { PAPERLESS_ROUTES, PAPERLESS_SERVICE } from './services';

/* The paperless part of the NSDL PAN dashboards, beside the physical one. */

const MERCHANT_HINTS = {
  draft: 'To confirm',
  confirmed: 'Paid, not yet sent',
  with_provider: 'On Protean’s pages',
  expired: 'Waiting for Protean',
  acknowledged: 'Slip ready',
  failed: 'Refunded',
};
const BACKEND_HINTS = {
  confirmed: 'Paid, not yet sent',
  with_provider: 'With the applicant',
  expired: 'Ask or fail',
  acknowledged: 'Done',
  failed: 'Refunded',
};

const WRAP = { root: { height: 'auto', minHeight: 64, paddingBlock: 8 }, label: { whiteSpace: 'normal' } } as const;
const FAILED = 'Could not load the paperless figures';

function Section({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <section aria-labelledby="paperless-part">
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="paperless-part">
          Paperless (Aadhaar e-KYC)
        </Title>
        {extra}
      </Group>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

function ListLinks({ area }: { area: Area }) {
  const lists: Readonly<Record<string, { title: string }>> = PAPERLESS_SERVICE.workflow.lists[area];
  return (
    <Group gap="lg" wrap="wrap" data-testid="paperless-lists">
      {PAPERLESS_SERVICE.listOrder[area].map((name) => (
        <Anchor key={name} component={Link} to={PAPERLESS_SERVICE.routes[area].list(name)}>
          {lists[name].title}
        </Anchor>
      ))}
    </Group>
  );
}

const price = (p: number | null | undefined) => (p == null ? 'price not set' : formatRupeeAmount(p));

/** The shop's paperless: apply (new or change) with its price, counts per state, the lists. */
export function MerchantPaperlessPart() {
  const summary = usePaperlessSummary();
  const s = summary.data;
  const R = PAPERLESS_ROUTES.merchant;
  return (
    <Section
      extra={
        s?.sandbox ? (
          <Badge color="grape" variant="light">
            Test e-KYC
          </Badge>
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Button
          component={Link}
          to={R.apply('N')}
          size="lg"
          variant="light"
          color="teal"
          leftSection={<IconFingerprint size={24} aria-hidden />}
          styles={WRAP}
        >
          Apply paperless: new PAN
        </Button>
        <Button
          component={Link}
          to={R.apply('C')}
          size="lg"
          variant="light"
          color="teal"
          leftSection={<IconEdit size={24} aria-hidden />}
          styles={WRAP}
        >
          Apply paperless: change / correction
        </Button>
      </SimpleGrid>
      <Loaded query={summary} loading="Loading paperless figures" failed={FAILED}>
        {(data) => (
          <>
            <Text size="sm" data-testid="paperless-prices">
              Price: new PAN {price(data.prices.N)}, change / correction {price(data.prices.C)}. The applicant needs
              Aadhaar with a mobile number linked (or a fingerprint) and an email address.
            </Text>
            {!data.available && (
              <Alert color="orange" variant="light" role="status" data-testid="paperless-not-set-up">
                Paperless is not set up on the portal yet: drafts can be saved, but not confirmed.
              </Alert>
            )}
            <StateCards
              look={PAPERLESS_SERVICE.look}
              title="Paperless applications by status"
              id="paperless-states"
              cards={stateCardsOf(PAPERLESS_SERVICE, 'merchant', MERCHANT_HINTS)}
              counts={data.counts}
              cols={{ base: 2, sm: 3 }}
              testIdPrefix="paperless-state-"
            />
          </>
        )}
      </Loaded>
      <ListLinks area="merchant" />
    </Section>
  );
}

const PROVIDER_WORDS = { protean: 'Protean', sandbox: 'Test e-KYC (sandbox)' } as const;

/** The back office's paperless: what is stuck, today's acknowledgements, counts per state, the reconciler's last run. */
export function BackendPaperlessPart() {
  const dash = usePaperlessDashboard();
  const d = dash.data;
  return (
    <Section
      extra={
        d ? (
          <Badge
            color={d.provider === 'protean' ? 'green' : d.provider ? 'grape' : 'orange'}
            variant="light"
            data-testid="paperless-provider"
          >
            {d.provider ? PROVIDER_WORDS[d.provider] : 'Not set up'}
          </Badge>
        ) : null
      }
    >
      <Loaded query={dash} loading="Loading paperless figures" failed={FAILED}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Figure
                id="paperless-stuck"
                label="Stuck, waiting for Protean"
                value={data.stuck}
                hint="Past the expiry time: ask Protean or fail"
                to={PAPERLESS_ROUTES.backend.list('with_provider')}
              />
              <Figure
                id="paperless-ack-today"
                label="Acknowledged today"
                value={data.acknowledgedToday}
                hint="Ack numbers from Protean"
                to={PAPERLESS_ROUTES.backend.list('acknowledged')}
              />
            </SimpleGrid>
            <StateCards
              look={PAPERLESS_SERVICE.look}
              title="Paperless applications by status"
              id="paperless-states"
              cards={stateCardsOf(PAPERLESS_SERVICE, 'backend', BACKEND_HINTS)}
              counts={data.counts}
              cols={{ base: 2, sm: 3, lg: 5 }}
              testIdPrefix="paperless-state-"
            />
            <LastRun run={data.lastRun} />
          </>
        )}
      </Loaded>
      <ListLinks area="backend" />
    </Section>
  );
}

function Figure({
  id,
  label,
  value,
  hint,
  to,
}: {
  id: string;
  label: string;
  value: number;
  hint: string;
  to: string;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={`${label}: ${value}`}
      data-testid={id}
      style={{ display: 'block', height: '100%' }}
    >
      <Card withBorder radius="md" padding="md" h="100%">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCount(value)}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

/** The reconciler's last run: when, how it ended, what it did or why it failed. */
function LastRun({ run }: { run: PaperlessDashboardData['lastRun'] }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="paperless-last-run">
      <Title order={3} size="h5" mb={4}>
        Last check with Protean
      </Title>
      {!run ? (
        <Text size="sm" c="dimmed">
          The portal has not checked with Protean yet.
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {formatDateTime(run.startedAt)}
              {run.finishedAt ? ` to ${formatDateTime(run.finishedAt)}` : ', still running'}
            </Text>
            <Badge color={run.error ? 'red' : 'green'} variant="light">
              {run.outcome}
            </Badge>
          </Group>
          {run.summary && <Text size="sm">{run.summary}</Text>}
          {run.error && (
            <Text size="sm" c="red.8">
              {run.error}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
