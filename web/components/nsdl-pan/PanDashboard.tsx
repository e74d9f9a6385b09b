import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconArchive,
  IconBan,
  IconCalendarEvent,
  IconCheck,
  IconChecklist,
  IconCircleCheck,
  IconEdit,
  IconFileAlert,
  IconFilePlus,
  IconHash,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { PAN_LISTS, type MerchantPanList } from '../../../contract/nsdl-pan';
import { PAN_ROUTES, useBackendPanDashboard, useMerchantPanDashboard } from '../../api/nsdl-pan';
import { formatCount } from '../DataTable';
import { BackendPaperlessPart, MerchantPaperlessPart } from '../nsdl-paperless/DashboardParts';
import { BACKEND_LIST_ORDER, BACKEND_STATE_CARDS, backendListPath, backendStateLink } from '../pan/backend-routes';
import { PAN_LOOK } from '../pan/look';
import { MERCHANT_STATE_CARDS, merchantListPath } from '../pan/merchant-states';
import { StateCards } from '../requests';
import { DashboardFigures, DashboardListsCard } from '../requests/DashboardFigures';
import { OldestWaiting } from './OldestWaiting';
import { useT } from '../../i18n/pan';
import type { MessageId } from '../../../contract/i18n';
import { useLabel } from '../../i18n/labels';

export type PanArea = 'merchant' | 'backend';

/** A way in from the top of the page: a big button to a screen. */
type WayIn = { to: string; labelId: MessageId; icon: Icon; variant?: 'light'; color?: string };
/** One of today's figures: its label, its key in the dashboard's `today`, and its look. */
type TodayFigure<K extends string> = { key: K; labelId: MessageId; icon: Icon; color: string };

const M = PAN_ROUTES.merchant;
const B = PAN_ROUTES.backend;

const MERCHANT_LIST_ORDER: MerchantPanList[] = [
  'incomplete',
  'waiting',
  'all',
  'ack',
  'hardcopy',
  'rejection',
  'tin-rejection',
];

/** What differs between the shop's page and the office's: the words, the ways in and the lists; the figures are below. */
const AREAS = {
  merchant: {
    eyebrow: 'pan.dashboard.merchantEyebrow',
    ways: [
      { to: M.choose('N'), labelId: 'pan.dashboard.newPan', icon: IconFilePlus },
      { to: M.choose('C'), labelId: 'pan.dashboard.changePan', icon: IconEdit, variant: 'light' },
    ] as WayIn[],
    waysCols: { base: 1, sm: 2 },
    lists: MERCHANT_LIST_ORDER.map((name) => ({ to: merchantListPath(name), title: PAN_LISTS.merchant[name].title })),
    backlog: M.backlog,
  },
  backend: {
    eyebrow: 'pan.dashboard.backendEyebrow',
    ways: [
      { to: B.verify(), labelId: 'pan.dashboard.verifyNext', icon: IconChecklist },
      {
        to: B.tinReject,
        labelId: 'pan.dashboard.tinRejection',
        icon: IconFileAlert,
        variant: 'light',
        color: 'orange',
      },
      { to: B.cancel, labelId: 'pan.dashboard.cancelAadhaar', icon: IconBan, variant: 'light', color: 'red' },
      { to: B.backlog, labelId: 'pan.dashboard.backlog', icon: IconArchive, variant: 'light', color: 'gray' },
    ] as WayIn[],
    waysCols: { base: 1, xs: 2, md: 4 },
    lists: BACKEND_LIST_ORDER.map((name) => ({ to: backendListPath(name), title: PAN_LISTS.backend[name].title })),
    backlog: B.backlog,
  },
} as const;

/** A shop's two big buttons; the office's four smaller ones, whose words may wrap. */
const WAY_LOOK = {
  merchant: { size: 'xl', h: 84, iconSize: 28, styles: { label: { whiteSpace: 'normal' } } },
  backend: {
    size: 'lg',
    h: undefined,
    iconSize: 22,
    styles: { root: { height: 'auto', minHeight: 52, paddingBlock: 8 }, label: { whiteSpace: 'normal' } },
  },
} as const;

/**
 * The NSDL PAN service's dashboard in an area (docs/product.md#merchant-portal product/nsdl-pan,
 * docs/product.md#back-office actions/nsdl-pan): the ways in, the figures (counts per state, today's work; the
 * office's oldest waiting), paperless beside physical, and every list.
 */
export function PanDashboard({ area }: { area: PanArea }) {
  const t = useT();
  const label = useLabel();
  const a = AREAS[area];
  const look = WAY_LOOK[area];
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t(a.eyebrow)}
        </Text>
        <Title order={1} size="h2">
          {t('pan.dashboard.title')}
        </Title>
      </div>

      <SimpleGrid cols={a.waysCols} spacing={area === 'merchant' ? 'md' : 'sm'}>
        {a.ways.map((w) => (
          <Button
            key={w.labelId}
            component={Link}
            to={w.to}
            size={look.size}
            h={look.h}
            variant={w.variant}
            color={w.color}
            leftSection={<w.icon size={look.iconSize} aria-hidden />}
            styles={look.styles}
          >
            {t(w.labelId)}
          </Button>
        ))}
      </SimpleGrid>

      {area === 'merchant' ? <MerchantFigures /> : <BackendFigures />}
      {area === 'merchant' ? <MerchantPaperlessPart /> : <BackendPaperlessPart />}

      <DashboardListsCard>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {a.lists.map((l) => (
            <li key={l.to}>
              <Anchor component={Link} to={l.to}>
                {label(l.title)}
              </Anchor>
            </li>
          ))}
          <li>
            <Anchor component={Link} to={a.backlog}>
              {t('pan.dashboard.backlog')}
            </Anchor>
          </li>
        </SimpleGrid>
      </DashboardListsCard>
    </Stack>
  );
}

/** Each state's card opens the merchant list that shows it. */
const MERCHANT_CARDS = MERCHANT_STATE_CARDS.map((c) => ({
  state: c.state,
  hintId: c.hintId,
  to: merchantListPath(c.list),
}));
const MERCHANT_TODAY: TodayFigure<'drafts' | 'submitted' | 'acknowledged'>[] = [
  { key: 'drafts', labelId: 'pan.dashboard.drafts', icon: IconCalendarEvent, color: 'gray' },
  { key: 'submitted', labelId: 'pan.dashboard.submitted', icon: IconSend, color: 'yellow' },
  { key: 'acknowledged', labelId: 'pan.dashboard.acknowledged', icon: IconCheck, color: 'teal' },
];

/** The shop's day first, then its applications by status. */
function MerchantFigures() {
  return (
    <DashboardFigures query={useMerchantPanDashboard()}>
      {(data) => (
        <>
          <Today cols={{ base: 1, xs: 3 }} figures={MERCHANT_TODAY} today={data.today} />
          <ByStatus cards={MERCHANT_CARDS} counts={data.counts} />
        </>
      )}
    </DashboardFigures>
  );
}

/** Each state's card opens its list, narrowed to the state where the list holds others too. */
const BACKEND_CARDS = BACKEND_STATE_CARDS.map((c) => ({
  state: c.state,
  hintId: c.hintId,
  to: backendStateLink(c.state),
}));
const BACKEND_TODAY: TodayFigure<'submitted' | 'verified' | 'rejected' | 'acknowledged' | 'completed'>[] = [
  { key: 'submitted', labelId: 'pan.dashboard.submitted', icon: IconSend, color: 'yellow' },
  { key: 'verified', labelId: 'pan.dashboard.verified', icon: IconChecklist, color: 'blue' },
  { key: 'rejected', labelId: 'pan.dashboard.rejected', icon: IconX, color: 'red' },
  { key: 'acknowledged', labelId: 'pan.dashboard.acknowledged', icon: IconHash, color: 'teal' },
  { key: 'completed', labelId: 'pan.dashboard.completed', icon: IconCircleCheck, color: 'green' },
];

/** The office's queue by status first, then the day's work and the oldest waiting. */
function BackendFigures() {
  return (
    <DashboardFigures query={useBackendPanDashboard()}>
      {(data) => (
        <>
          <ByStatus cards={BACKEND_CARDS} counts={data.counts} />
          <Today cols={{ base: 2, sm: 3, lg: 5 }} figures={BACKEND_TODAY} today={data.today} />
          <OldestWaiting rows={data.oldestWaiting} />
        </>
      )}
    </DashboardFigures>
  );
}

type Cards = Parameters<typeof StateCards>[0]['cards'];

function ByStatus({
  cards,
  counts,
}: {
  cards: (Omit<Cards[number], 'hint'> & { hintId: MessageId })[];
  counts: Parameters<typeof StateCards>[0]['counts'];
}) {
  const t = useT();
  return (
    <StateCards
      look={PAN_LOOK}
      title={t('pan.dashboard.byStatus')}
      id="pan-states"
      cards={cards.map(({ hintId, ...c }) => ({ ...c, hint: t(hintId) }))}
      counts={counts}
    />
  );
}

function Today<K extends string>({
  cols,
  figures,
  today,
}: {
  cols: Parameters<typeof SimpleGrid>[0]['cols'];
  figures: TodayFigure<K>[];
  today: Record<K, number>;
}) {
  const t = useT();
  return (
    <section aria-labelledby="pan-today">
      <Title order={2} size="h4" mb="sm" id="pan-today">
        {t('pan.dashboard.today')}
      </Title>
      <SimpleGrid cols={cols} spacing="md">
        {figures.map((f) => (
          <Figure key={f.key} label={t(f.labelId)} icon={f.icon} color={f.color} testId={`today-${f.key}`}>
            {formatCount(today[f.key])}
          </Figure>
        ))}
      </SimpleGrid>
    </section>
  );
}

function Figure({
  label,
  icon: I,
  color,
  testId,
  children,
}: {
  label: string;
  icon: Icon;
  color: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
            {children}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          <I size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
