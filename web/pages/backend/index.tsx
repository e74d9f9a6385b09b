import { useLabel } from '../../i18n/labels';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import {
  IconCalendarStats,
  IconCash,
  IconChecklist,
  IconFileDownload,
  IconFileText,
  IconId,
  IconIdBadge2,
  IconReceipt,
  IconUserCheck,
  IconUserSearch,
  IconX,
} from '@tabler/icons-react';
import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useAuth } from '../../api/auth';
import { useBackendDashboard } from '../../api/money';
import { PAN_FORMS, siteFormUrl } from '../../../contract/download-software';
import { OfficeQueues } from '../../components/dashboard/OfficeQueues';
import { DashboardHeading } from '../../components/dashboard/DashboardHeading';
import { AfterFirstDraw } from '../../components/dashboard/AfterFirstDraw';
import { formatCount } from '../../components/DataTable/format';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SetupChecklist } from '../../components/SetupChecklist';
import { useSetupChecklist } from '../../api/site-admin';
import { DashboardContent } from '../../components/site-content/DashboardContent';
import { screenExists } from '../../routes';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import { useT, type Translate } from '../../i18n/backend';

/** Long labels wrap rather than being cut off in narrow columns. */
const WRAP = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'left' },
} as const;

type MessageId = Parameters<Translate>[0];
type QuickAction = { label: MessageId; to: string; icon: Icon; comingText?: MessageId };

/** docs/product.md#back-office dashboard quick actions. */
const QUICK_ACTIONS: QuickAction[] = [
  { label: 'backend.home.registrations', to: PORTAL_PAGES.backend.registrations, icon: IconUserCheck },
  { label: 'backend.home.payments', to: PORTAL_PAGES.backend.payments, icon: IconCash },
  { label: 'backend.home.nsdlVerify', to: '/backend/actions/nsdl-pan/physical/verify', icon: IconChecklist },
  {
    label: 'backend.home.ackDownload',
    to: '/backend/actions/nsdl-pan/physical/ack/list',
    icon: IconFileDownload,
  },
  { label: 'backend.home.cancelAadhaar', to: '/backend/actions/nsdl-pan/physical/cancel-aadhar', icon: IconX },
  { label: 'backend.home.reports', to: '/backend/misc/reports', icon: IconCalendarStats },
];

/** /backend: docs/product.md#back-office dashboard — PAN volume, a card per ID type, the queues, quick actions, PAN forms. */
export default function BackendDashboardPage() {
  const t = useT();
  const { user } = useAuth();
  const dash = useBackendDashboard();
  const isAdmin = user?.role === 'admin';
  // The page waits for it as well as for the figures, and hands the answer to SetupChecklist.
  const checklist = useSetupChecklist(isAdmin);
  // Issue 29: drawn from a deferred copy, in a draw React may interrupt, not in the one an answer forces at once
  // (the merchant's dashboard says more).
  const ready = isAdmin && checklist.isPending && checklist.failureCount === 0 ? undefined : dash.data;
  const d = useDeferredValue(ready);
  if (!user) return null;
  // Issue 29: the figures, the checklist above them and the sections below come in one draw. Drawn as each
  // answer came, the quick actions under a spinner were pushed down by the figures and the figures by the
  // checklist (a layout shift of 0.6–1.1 on a phone, Lighthouse).
  // A checklist that cannot be read shows nothing: its first failure ends the wait (`ready` above).
  return (
    <Stack gap="lg">
      <DashboardHeading
        eyebrow={t('backend.home.dashboard')}
        title={t('backend.home.welcome', { name: user.displayName })}
      />

      {d && isAdmin && checklist.data && <SetupChecklist data={checklist.data} />}
      <DashboardContent page="backend" />

      {dash.isError ? (
        <FormErrorAlert error={dash.error} title={t('backend.home.error')} />
      ) : !d ? (
        <Center py="xl">
          <Loader aria-label={t('backend.home.loading')} />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Figure
              label={t('backend.home.panVolume')}
              value={d.totPanVolume}
              icon={IconIdBadge2}
              color="navy"
              testId="tot-pan-volume"
            />
            {d.idDetail.map((idType) => (
              <Figure
                key={idType.id}
                label={idType.id}
                typed
                value={idType.nos}
                icon={IconId}
                color="teal"
                hint={t('backend.home.idsSold')}
                testId={`id-${idType.id}`}
              />
            ))}
          </SimpleGrid>

          {/* Issue 29: the queues and everything under them after the figures' first paint. */}
          <AfterFirstDraw>
            <Section title={t('backend.home.waiting')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Queue
                  label={t('backend.home.pendingRegistrations')}
                  value={d.pendingRegistrations}
                  to={PORTAL_PAGES.backend.registrations}
                  icon={IconUserSearch}
                />
                <Queue
                  label={t('backend.home.pendingPayments')}
                  value={d.pendingPayments}
                  to={PORTAL_PAGES.backend.payments}
                  icon={IconReceipt}
                />
                <Queue
                  label={t('backend.home.pendingKyc')}
                  value={d.pendingKyc}
                  to={PORTAL_PAGES.backend.kyc}
                  icon={IconId}
                />
              </SimpleGrid>
            </Section>

            <Section title={t('backend.home.serviceQueues')}>
              <OfficeQueues services={d.queues} />
            </Section>
            <BelowTheFigures />
          </AfterFirstDraw>
        </>
      )}

      {dash.isError && <BelowTheFigures />}
    </Stack>
  );
}

/** What the dashboard shows under its figures: the same for every visit. */
function BelowTheFigures() {
  const t = useT();
  const label = useLabel();
  return (
    <>
      <Section title={t('backend.home.quickActions')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {QUICK_ACTIONS.map((a) => (
            <QuickActionButton key={a.to} action={a} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('backend.home.panForms')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {PAN_FORMS.map((f) => (
            <Button
              key={f.name}
              component="a"
              href={siteFormUrl(f.name)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="md"
              justify="flex-start"
              leftSection={<IconFileText size={18} aria-hidden />}
              fullWidth
              title={label(f.title)}
              styles={WRAP}
            >
              {label(f.label)}
            </Button>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Figure({
  label,
  value,
  icon: I,
  color,
  hint,
  testId,
  typed = false,
}: {
  label: string;
  value: number;
  icon: Icon;
  color: string;
  hint?: string;
  testId: string;
  /** The label is a name someone typed (an ID type's): marked so, it is never taken for the page's own words. */
  typed?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text
            size="xs"
            c="dimmed"
            fw={600}
            tt="uppercase"
            style={{ overflowWrap: 'anywhere' }}
            translate={typed ? 'no' : undefined}
          >
            {label}
          </Text>
          <Text fz={30} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
            {formatCount(value)}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          <I size={24} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

function Queue({ label, value, to, icon: I }: { label: string; value: number; to: string; icon: Icon }) {
  return (
    // The name holds the visible text as shown ("to verify 1,200", not "to verify: 1200"): speech input users say
    // what they see (WCAG 2.5.3, Lighthouse's label-content-name-mismatch).
    <UnstyledButton component={Link} to={to} aria-label={`${label} ${formatCount(value)}`} h="100%">
      <Card
        withBorder
        radius="md"
        padding="md"
        h="100%"
        style={{ borderLeft: `4px solid var(--mantine-color-${value > 0 ? 'yellow-6' : 'gray-3'})` }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <I size={22} aria-hidden />
            <Text fw={500}>{label}</Text>
          </Group>
          <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(value)}
          </Text>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function QuickActionButton({ action }: { action: QuickAction }) {
  const t = useT();
  const I = action.icon;
  const label = t(action.label);
  if (!screenExists(action.to))
    return <Disabled label={label} icon={I} reason={t(action.comingText ?? 'backend.home.comingSoon')} />;
  return (
    <Button
      component={Link}
      to={action.to}
      variant="light"
      size="md"
      justify="flex-start"
      leftSection={<I size={18} aria-hidden />}
      fullWidth
      styles={WRAP}
    >
      {label}
    </Button>
  );
}

/** Not a dead link: a visibly disabled button saying why (data-disabled keeps the tooltip working). */
function Disabled({ label, icon: I, reason }: { label: string; icon: Icon; reason: string }) {
  return (
    <Tooltip label={reason} multiline w={240} withArrow>
      <Button
        variant="default"
        size="md"
        justify="flex-start"
        leftSection={<I size={18} aria-hidden />}
        fullWidth
        styles={WRAP}
        data-disabled
        aria-disabled="true"
        aria-label={`${label} — ${reason}`}
        onClick={(e) => e.preventDefault()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
