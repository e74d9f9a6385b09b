import { Link } from 'react-router';
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UtiBackendDashboard } from '../../../../../contract/uti';
import { formatCount } from '../../../../components/DataTable';
import { StateCards } from '../../../../components/requests/StateCards';
import { DashboardFigures } from '../../../../components/requests/DashboardFigures';
import { DashboardHeading, ServiceListLinks, stateCardsOf } from '../../../../components/requests/ServiceDashboard';
import { useUtiDashboard } from '../../../../components/uti/api';
import { COUPON_SERVICE, PSA_SERVICE, UTI_ROUTES } from '../../../../components/uti/services';
import { useT } from '../../../../i18n/uti';

/**
 * /backend/actions/uti-pan: what waits (PSA registrations to approve, coupon requests to allot), the
 * coupons allotted today and this month, counts per state leading to the work lists.
 */
export default function BackendUtiDashboardPage() {
  const t = useT();
  const dash = useUtiDashboard();
  return (
    <Stack gap="lg">
      <DashboardHeading area="backend" title={t('uti.name')} />
      <DashboardFigures query={dash}>{(data) => <Figures data={data} />}</DashboardFigures>
      <ServiceListLinks services={[PSA_SERVICE, COUPON_SERVICE]} area="backend" />
    </Stack>
  );
}

function Figures({ data }: { data: UtiBackendDashboard }) {
  const t = useT();
  const psaHints = {
    submitted: t('uti.dashboard.toApprove'),
    approved: t('uti.dashboard.loginIdGiven'),
    rejected: t('uti.coupon.refunded'),
  };
  const couponHints = {
    requested: t('uti.dashboard.toAllot'),
    allotted: t('uti.dashboard.orderEntered'),
    rejected: t('uti.coupon.refunded'),
  };
  const figures = [
    {
      id: 'psa-waiting',
      label: t('uti.dashboard.psaWaiting'),
      value: data.psaWaiting,
      hint: t('uti.dashboard.psaWaitingHint'),
      to: UTI_ROUTES.backend.psaList('pending'),
    },
    {
      id: 'coupons-waiting',
      label: t('uti.dashboard.couponsWaiting'),
      value: data.couponRequestsWaiting,
      hint: t('uti.dashboard.couponsWaitingHint'),
      to: UTI_ROUTES.backend.couponList('pending'),
    },
    {
      id: 'allotted-today',
      label: t('uti.dashboard.allottedToday'),
      value: data.couponsAllottedToday,
      hint: t('uti.dashboard.allottedTodayHint'),
      to: UTI_ROUTES.backend.couponList('allotted'),
    },
    {
      id: 'allotted-month',
      label: t('uti.dashboard.allottedMonth'),
      value: data.couponsAllottedThisMonth,
      hint: t('uti.dashboard.allottedMonthHint'),
      to: UTI_ROUTES.backend.couponList('allotted'),
    },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {figures.map((f) => (
          <UnstyledButton
            key={f.id}
            component={Link}
            to={f.to}
            aria-label={`${f.label}: ${f.value}`}
            data-testid={f.id}
            style={{ display: 'block', height: '100%' }}
          >
            <Card withBorder radius="md" padding="md" h="100%">
              <Text size="sm" fw={600}>
                {f.label}
              </Text>
              <Text fz={28} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(f.value)}
              </Text>
              <Text size="xs" c="dimmed">
                {f.hint}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <StateCards
        look={PSA_SERVICE.look}
        cards={stateCardsOf(PSA_SERVICE, 'backend', psaHints)}
        counts={data.psa}
        title={t('uti.dashboard.psaByStatus')}
        id="uti-psa-states"
        cols={{ base: 1, sm: 3 }}
      />
      <StateCards
        look={COUPON_SERVICE.look}
        cards={stateCardsOf(COUPON_SERVICE, 'backend', couponHints)}
        counts={data.coupons}
        title={t('uti.dashboard.couponsByStatus')}
        id="uti-coupon-states"
        cols={{ base: 1, sm: 3 }}
      />
    </>
  );
}
