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
import { formatRupeeAmount } from '../../../contract/money';
import { formatCount } from '../DataTable';
import { StateCards } from '../requests';
import { Loaded } from '../requests/DashboardFigures';
import { stateCardsOf } from '../requests/ServiceDashboard';
import type { Area } from '../requests/service';
import { usePaperlessDashboard, usePaperlessSummary, type PaperlessDashboardData } from './api';
import { PAPERLESS_ROUTES, PAPERLESS_SERVICE } from './services';
import { useFormat, useT, type Translate } from '../../i18n/paperless';
import { useLabel } from '../../i18n/labels';

/* The paperless part of the NSDL PAN dashboards, beside the physical one. */

const MERCHANT_HINTS = {
  draft: 'paperless.dashboard.hint.toConfirm',
  confirmed: 'paperless.dashboard.hint.paidNotSent',
  with_provider: 'paperless.dashboard.hint.onProtean',
  expired: 'paperless.dashboard.hint.waiting',
  acknowledged: 'paperless.dashboard.hint.slipReady',
  failed: 'paperless.dashboard.hint.refunded',
} as const;
const BACKEND_HINTS = {
  confirmed: 'paperless.dashboard.hint.paidNotSent',
  with_provider: 'paperless.dashboard.hint.withApplicant',
  expired: 'paperless.dashboard.hint.askOrFail',
  acknowledged: 'paperless.dashboard.hint.done',
  failed: 'paperless.dashboard.hint.refunded',
} as const;
const hintsIn = (t: Translate, hints: Record<string, Parameters<Translate>[0]>) =>
  Object.fromEntries(Object.entries(hints).map(([state, id]) => [state, t(id)]));

const WRAP = { root: { height: 'auto', minHeight: 64, paddingBlock: 8 }, label: { whiteSpace: 'normal' } } as const;

function Section({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="paperless-part">
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="paperless-part">
          {t('paperless.dashboard.title')}
        </Title>
        {extra}
      </Group>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

function ListLinks({ area }: { area: Area }) {
  const label = useLabel();
  const lists: Readonly<Record<string, { title: string }>> = PAPERLESS_SERVICE.workflow.lists[area];
  return (
    <Group gap="lg" wrap="wrap" data-testid="paperless-lists">
      {PAPERLESS_SERVICE.listOrder[area].map((name) => (
        <Anchor key={name} component={Link} to={PAPERLESS_SERVICE.routes[area].list(name)}>
          {label(lists[name].title)}
        </Anchor>
      ))}
    </Group>
  );
}

const price = (t: Translate, p: number | null | undefined) =>
  p == null ? t('paperless.dashboard.priceNotSet') : formatRupeeAmount(p);

/** The shop's paperless: apply (new or change) with its price, counts per state, the lists. */
export function MerchantPaperlessPart() {
  const t = useT();
  const summary = usePaperlessSummary();
  const s = summary.data;
  const R = PAPERLESS_ROUTES.merchant;
  return (
    <Section
      extra={
        s?.sandbox ? (
          <Badge color="grape" variant="light">
            {t('paperless.confirm.sandboxTitle')}
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
          {t('paperless.dashboard.applyNew')}
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
          {t('paperless.dashboard.applyChange')}
        </Button>
      </SimpleGrid>
      <Loaded query={summary} loading={t('paperless.dashboard.loading')} failed={t('paperless.dashboard.failed')}>
        {(data) => (
          <>
            <Text size="sm" data-testid="paperless-prices">
              {t('paperless.dashboard.prices', { new: price(t, data.prices.N), change: price(t, data.prices.C) })}
            </Text>
            {!data.available && (
              <Alert color="orange" variant="light" role="status" data-testid="paperless-not-set-up">
                {t('paperless.dashboard.notSetUp')}
              </Alert>
            )}
            <StateCards
              look={PAPERLESS_SERVICE.look}
              title={t('paperless.dashboard.byStatus')}
              id="paperless-states"
              cards={stateCardsOf(PAPERLESS_SERVICE, 'merchant', hintsIn(t, MERCHANT_HINTS))}
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

const PROVIDER_WORDS = {
  protean: 'paperless.dashboard.provider.protean',
  sandbox: 'paperless.dashboard.provider.sandbox',
} as const;

/** The back office's paperless: what is stuck, today's acknowledgements, counts per state, the reconciler's last run. */
export function BackendPaperlessPart() {
  const t = useT();
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
            {t(d.provider ? PROVIDER_WORDS[d.provider] : 'paperless.dashboard.provider.none')}
          </Badge>
        ) : null
      }
    >
      <Loaded query={dash} loading={t('paperless.dashboard.loading')} failed={t('paperless.dashboard.failed')}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Figure
                id="paperless-stuck"
                label={t('paperless.dashboard.stuck')}
                value={data.stuck}
                hint={t('paperless.dashboard.stuckHint')}
                to={PAPERLESS_ROUTES.backend.list('with_provider')}
              />
              <Figure
                id="paperless-ack-today"
                label={t('paperless.dashboard.ackToday')}
                value={data.acknowledgedToday}
                hint={t('paperless.dashboard.ackTodayHint')}
                to={PAPERLESS_ROUTES.backend.list('acknowledged')}
              />
            </SimpleGrid>
            <StateCards
              look={PAPERLESS_SERVICE.look}
              title={t('paperless.dashboard.byStatus')}
              id="paperless-states"
              cards={stateCardsOf(PAPERLESS_SERVICE, 'backend', hintsIn(t, BACKEND_HINTS))}
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
  const t = useT();
  const { formatDateTime } = useFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="paperless-last-run">
      <Title order={3} size="h5" mb={4}>
        {t('paperless.lastRun.title')}
      </Title>
      {!run ? (
        <Text size="sm" c="dimmed">
          {t('paperless.lastRun.never')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {run.finishedAt
                ? t('paperless.lastRun.fromTo', {
                    from: formatDateTime(run.startedAt),
                    to: formatDateTime(run.finishedAt),
                  })
                : t('paperless.lastRun.running', { from: formatDateTime(run.startedAt) })}
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
