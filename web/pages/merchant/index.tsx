import { useLabel } from '../../i18n/labels';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconCash,
  IconEdit,
  IconFileInvoice,
  IconFilePlus,
  IconId,
  IconQrcode,
  IconReceipt,
  IconShoppingCart,
  IconCoins,
  IconWallet,
} from '@tabler/icons-react';
import { PSA_WORKFLOW, type PsaState } from '../../../contract/uti/workflow';
import { useAuth } from '../../api/auth';
import { useMyKyc } from '../../api/kyc';
import { useMerchantDashboard, type MerchantDashboardData } from '../../api/money';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import { useBusinessInfo } from '../../api/site';
import { formatAmount, formatCount } from '../../components/DataTable/format';
import { KycBanner } from '../../components/kyc/KycBanner';
import { DashboardContent } from '../../components/site-content/DashboardContent';
import { DashboardFigures } from '../../components/requests/DashboardFigures';
import { MERCHANT_BACKLOG_LIST } from '../../components/pan/merchant-states';
import { ShopServiceCards } from '../../components/dashboard/ShopServiceCards';
import { DashboardHeading } from '../../components/dashboard/DashboardHeading';
import { AfterFirstDraw } from '../../components/dashboard/AfterFirstDraw';
import { rupees } from '../../components/money/format';
import { KycStatusBadge } from '../../components/user-management/badges';
import { telHref } from '../../../contract/site-text';
import { pageUrl } from '../../services';
import { UTI } from '../../../contract/uti/manifest';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import { useFormat, useT } from '../../i18n/merchant';
import { useT as useMarginT } from '../../i18n/margins';

/** A read still on its way, for DashboardFigures. */
const NOT_YET = { data: undefined, error: null, isError: false } as const;

/** /merchant: balance, today's spend, a card per service it sells, backlog PAN and the latest ledger entries. */
export default function MerchantHome() {
  const t = useT();
  const { user } = useAuth();
  const dash = useMerchantDashboard();
  // The KYC banner sits above the figures: drawn after them, it would push them down (a layout shift). Its
  // answer is asked for with the dashboard's (web/api/merchant-home.ts), so waiting for it costs nothing.
  const kycAsked = user?.role.toLowerCase() === 'merchant';
  const kyc = useMyKyc(kycAsked);
  const ready = kycAsked && kyc.isPending ? NOT_YET : dash;
  // Issue 29: an answer arriving redraws the page at once and in one piece (React Query's store forces it): on a
  // budget phone the figures and the cards took up to 180 ms in one task. The figures are drawn from a deferred
  // copy instead, in a draw React may interrupt; an error shows at once.
  const data = useDeferredValue(ready.data);
  const figures = ready.isError ? ready : { data, error: null, isError: false };
  if (!user) return null;
  const holder = user.kind !== 'staff';
  return (
    <Stack gap="lg">
      <DashboardHeading
        eyebrow={t('merchant.home.eyebrow')}
        title={t('merchant.home.welcome', { name: user.displayName })}
      />
      <KycBanner />
      <DashboardContent page="merchants" />
      <DashboardFigures query={figures}>{(data) => <DashboardBody d={data} holder={holder} />}</DashboardFigures>
      {/* Below the figures once they are in: drawn under the spinner, it would jump down when they arrive. With the
          figures, the body draws it last (DashboardBody). */}
      {figures.isError ? <HelpCard /> : null}
    </Stack>
  );
}

function DashboardBody({ d, holder }: { d: MerchantDashboardData; holder: boolean }) {
  const t = useT();
  const tm = useMarginT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Figure label={t('merchant.home.walletBalance')} icon={IconWallet} color="navy" testId="dash-balance">
          {rupees(d.balance)}
        </Figure>
        <Figure label={t('merchant.home.todaySpend')} icon={IconShoppingCart} color="orange" testId="dash-today-spend">
          {rupees(d.todaySpend)}
        </Figure>
        <Figure label={t('merchant.home.kyc')} icon={IconId} color="teal" testId="dash-kyc">
          <KycStatusBadge status={d.kycStatus} />
        </Figure>
        {d.monthEarnings != null && (
          <Figure label={tm('margins.earnings.thisMonth')} icon={IconCoins} color="green" testId="dash-month-earnings">
            <Anchor component={Link} to="/merchant/misc/earnings" inherit>
              {rupees(d.monthEarnings)}
            </Anchor>
          </Figure>
        )}
      </SimpleGrid>
      <AfterFirstDraw>
        <BelowTheFigures d={d} holder={holder} />
      </AfterFirstDraw>
    </>
  );
}

/** What the dashboard shows under its figures, drawn once they are on screen. */
function BelowTheFigures({ d, holder }: { d: MerchantDashboardData; holder: boolean }) {
  const t = useT();
  const label = useLabel();
  const { formatDate } = useFormat();
  return (
    <>
      {holder && (
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to="/merchant/paymentgateway/pg-gateway"
            leftSection={<IconQrcode size={18} aria-hidden />}
          >
            {t('merchant.home.addMoneyUpi')}
          </Button>
          <Button
            component={Link}
            to={PORTAL_PAGES.merchant.payment}
            variant="light"
            leftSection={<IconCash size={18} aria-hidden />}
          >
            {t('merchant.home.paymentRequest')}
          </Button>
          <Button
            component={Link}
            to="/merchant/misc/reports"
            variant="default"
            leftSection={<IconFileInvoice size={18} aria-hidden />}
          >
            {t('merchant.home.ledgerStatement')}
          </Button>
        </Group>
      )}

      <ShopServiceCards
        cards={d.services}
        extras={{ nsdl_pan: <PanStartButtons />, ...(d.psa ? { uti: <PsaLine psa={d.psa} /> } : {}) }}
      />

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" h="100%">
            <Card withBorder radius="md" padding="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('merchant.home.backlogPan')}
                </Title>
                <Anchor component={Link} to={MERCHANT_BACKLOG_LIST} size="sm">
                  {t('merchant.home.viewList')}
                </Anchor>
              </Group>
              <Stack gap="xs">
                {d.panByStatus.map((p) => (
                  <Group key={p.status} justify="space-between">
                    <Text size="sm">{label(p.label)}</Text>
                    <Badge
                      variant="light"
                      size="lg"
                      color={p.status === 'A' ? 'green' : p.status === 'F' ? 'red' : 'yellow'}
                    >
                      {formatCount(p.nos)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('merchant.home.recentEntries')}
              </Title>
              <Anchor component={Link} to="/merchant/misc/reports" size="sm">
                {t('merchant.home.fullStatement')}
              </Anchor>
            </Group>
            {d.recent.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('merchant.home.noEntries')}
              </Text>
            ) : (
              <Stack
                gap={0}
                component="ul"
                m={0}
                p={0}
                aria-label={t('merchant.home.recentEntries')}
                style={{ listStyle: 'none' }}
              >
                {d.recent.map((e, i) => (
                  <Group
                    key={e.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    align="flex-start"
                    py={8}
                    style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}
                  >
                    <div style={{ minWidth: 0 }}>
                      {/* The server says the line in the page's language, with names and numbers as typed: a browser's
                          translator must leave it (and the pseudo-locale's walk reads it as the server's record). */}
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
                        {e.narration}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(e.createdAt)}
                      </Text>
                    </div>
                    <div style={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      <Text size="sm" fw={600} c={e.direction === 'Dr' ? 'red.8' : 'green.8'}>
                        {formatAmount(e.amount)} {label(e.direction)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('merchant.home.balanceAfter', { amount: formatAmount(e.balanceAfter) })}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <HelpCard />
    </>
  );
}

const PSA_LOGIN_PAGE = pageUrl(UTI, 'merchant', 'psaLoginId');

/** The shop's UTI PSA registration on its service card: its login id once approved, its state until then. */
function PsaLine({ psa }: { psa: NonNullable<MerchantDashboardData['psa']> }) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" mt="sm" data-testid="dash-uti-psa">
      {psa.psaId ? (
        <Text size="sm">
          {t('merchant.home.psaLoginId')}{' '}
          <Text span fw={700} ff="monospace">
            {psa.psaId}
          </Text>
        </Text>
      ) : (
        <>
          <Text size="sm">{t('merchant.home.psaRegistration')}</Text>
          <Badge variant="light" size="lg" color={PSA_WORKFLOW.stateColors[psa.state as PsaState] ?? 'gray'}>
            {psa.stateLabel}
          </Badge>
        </>
      )}
      <Anchor component={Link} to={PSA_LOGIN_PAGE} size="sm">
        {psa.psaId ? t('merchant.home.howToSignIn') : t('merchant.home.open')}
      </Anchor>
    </Group>
  );
}

/** The ways to apply for an NSDL PAN, on its service card. */
function PanStartButtons() {
  const t = useT();
  return (
    // Side by side when the card is wide enough for both labels, one under the other when not.
    <Group gap="xs" mt="md" wrap="wrap">
      <Button
        component={Link}
        to={PAN_ROUTES.merchant.choose('N')}
        size="xs"
        leftSection={<IconFilePlus size={16} aria-hidden />}
        style={{ flex: '1 1 auto' }}
      >
        {t('merchant.home.newPan')}
      </Button>
      <Button
        component={Link}
        to={PAN_ROUTES.merchant.choose('C')}
        size="xs"
        variant="light"
        leftSection={<IconEdit size={16} aria-hidden />}
        style={{ flex: '1 1 auto' }}
      >
        {t('merchant.home.changePan')}
      </Button>
    </Group>
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
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text
            component="div"
            fz={26}
            fw={700}
            lh={1.3}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={testId}
          >
            {children}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          <I size={24} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** How to reach the head office (business info), as before the dashboard. */
function HelpCard() {
  const t = useT();
  const { data: info } = useBusinessInfo();
  if (!info) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="wrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <IconReceipt size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('merchant.home.needHelp')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('merchant.home.contactOffice', { business: info.businessName })}
          </Text>
          <Text size="sm">
            {t('merchant.home.phone')} <Anchor href={telHref(info.contactNo)}>{info.contactNo}</Anchor> ·{' '}
            {t('merchant.home.email')} <Anchor href={`mailto:${info.emailId}`}>{info.emailId}</Anchor>
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
