import { Link } from 'react-router';
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UtiBackendDashboard } from '../../../../../contract/uti';
import { formatCount } from '../../../../components/DataTable';
import { StateCards } from '../../../../components/requests';
import { DashboardFigures } from '../../../../components/requests/DashboardFigures';
import { DashboardHeading, ServiceListLinks, stateCardsOf } from '../../../../components/requests/ServiceDashboard';
import { useUtiDashboard } from '../../../../components/uti/api';
import { COUPON_SERVICE, PSA_SERVICE, UTI_ROUTES } from '../../../../components/uti/services';

const PSA_HINTS = { submitted: 'To approve', approved: 'Login id given', rejected: 'Refunded' };
const COUPON_HINTS = { requested: 'To allot', allotted: 'Order entered', rejected: 'Refunded' };

/**
 * /backend/actions/uti-pan: what waits (PSA registrations to approve, coupon requests to allot), the
 * coupons allotted today and this month, counts per state leading to the work lists.
 */
export default function BackendUtiDashboardPage() {
  const dash = useUtiDashboard();
  return (
    <Stack gap="lg">
      <DashboardHeading area="backend" title="UTI PAN" />
      <DashboardFigures query={dash}>{(data) => <Figures data={data} />}</DashboardFigures>
      <ServiceListLinks services={[PSA_SERVICE, COUPON_SERVICE]} area="backend" />
    </Stack>
  );
}

function Figures({ data }: { data: UtiBackendDashboard }) {
  const figures = [
    {
      id: 'psa-waiting',
      label: 'PSA registrations waiting',
      value: data.psaWaiting,
      hint: 'To approve, oldest first',
      to: UTI_ROUTES.backend.psaList('pending'),
    },
    {
      id: 'coupons-waiting',
      label: 'Coupon requests waiting',
      value: data.couponRequestsWaiting,
      hint: 'To allot, oldest first',
      to: UTI_ROUTES.backend.couponList('pending'),
    },
    {
      id: 'allotted-today',
      label: 'Coupons allotted today',
      value: data.couponsAllottedToday,
      hint: 'Coupons, not requests',
      to: UTI_ROUTES.backend.couponList('allotted'),
    },
    {
      id: 'allotted-month',
      label: 'Coupons allotted this month',
      value: data.couponsAllottedThisMonth,
      hint: 'Since the 1st (IST)',
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
        cards={stateCardsOf(PSA_SERVICE, 'backend', PSA_HINTS)}
        counts={data.psa}
        title="PSA registrations by status"
        id="uti-psa-states"
        cols={{ base: 1, sm: 3 }}
      />
      <StateCards
        look={COUPON_SERVICE.look}
        cards={stateCardsOf(COUPON_SERVICE, 'backend', COUPON_HINTS)}
        counts={data.coupons}
        title="Coupon requests by status"
        id="uti-coupon-states"
        cols={{ base: 1, sm: 3 }}
      />
    </>
  );
}
