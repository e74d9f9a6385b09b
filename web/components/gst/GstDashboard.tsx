import { Link } from 'react-router';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconFilePlus, IconListCheck, IconMessageQuestion, IconReceiptTax } from '@tabler/icons-react';
import type { GstDashboard as Dashboard } from '../../../contract/gst';
import { GST_BASE, GST_KINDS, GST_ROUTES, type Area } from '../../api/gst';
import { formatCount } from '../DataTable';
import { StateCards } from '../requests';
import { useRequestDashboard } from '../requests/api';
import { DashboardFigures } from '../requests/DashboardFigures';
import { DashboardHeading, ServiceListLinks, stateCardsOf } from '../requests/ServiceDashboard';
import { GST_SERVICES } from './services';
import type { MessageId } from '../../../contract/i18n';
import { useT } from '../../i18n/gst';

const HINTS: Record<Area, Record<string, MessageId>> = {
  merchant: {
    draft: 'gst.dashboard.hintDraft',
    submitted: 'gst.dashboard.hintSubmitted',
    in_process: 'gst.dashboard.hintInProcess',
    query_raised: 'gst.dashboard.hintNeedsAnswer',
    completed: 'gst.dashboard.hintArnReceived',
    rejected: 'gst.dashboard.hintRefunded',
  },
  backend: {
    submitted: 'gst.dashboard.hintToPickUp',
    in_process: 'gst.dashboard.hintInProcess',
    query_raised: 'gst.dashboard.hintWithMerchant',
    completed: 'gst.dashboard.hintArnEntered',
    rejected: 'gst.dashboard.hintRefunded',
  },
};

/**
 * docs/product.md#merchant-portal product/gst and docs/product.md#back-office actions/gst index: counts per state of both
 * services, what waits on whom, the ways in.
 */
export function GstDashboard({ area }: { area: Area }) {
  const t = useT();
  const hints = Object.fromEntries(Object.entries(HINTS[area]).map(([state, id]) => [state, t(id)]));
  const dash = useRequestDashboard<Dashboard>('gst', area, `${GST_BASE[area]}/dashboard`);
  return (
    <Stack gap="lg">
      <DashboardHeading area={area} title={t('gst.dashboard.title')} />

      {area === 'merchant' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Button
            component={Link}
            to={GST_ROUTES.merchant.form('registration')}
            size="xl"
            h={84}
            leftSection={<IconFilePlus size={28} aria-hidden />}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('gst.dashboard.newRegistration')}
          </Button>
          <Button
            component={Link}
            to={GST_ROUTES.merchant.form('filing')}
            size="xl"
            h={84}
            variant="light"
            leftSection={<IconReceiptTax size={28} aria-hidden />}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('gst.dashboard.fileReturn')}
          </Button>
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {GST_KINDS.map((kind) => (
            <Button
              key={kind}
              component={Link}
              to={GST_ROUTES.backend.list(kind, 'new')}
              size="lg"
              variant={kind === 'registration' ? 'filled' : 'light'}
              leftSection={<IconListCheck size={22} aria-hidden />}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t(kind === 'registration' ? 'gst.dashboard.registrationWork' : 'gst.dashboard.filingWork')}
            </Button>
          ))}
        </SimpleGrid>
      )}

      <DashboardFigures query={dash}>
        {(data) => (
          <>
            <Waiting area={area} data={data} />
            {GST_KINDS.map((kind) => (
              <StateCards
                key={kind}
                look={GST_SERVICES[kind].look}
                cards={stateCardsOf(GST_SERVICES[kind], area, hints)}
                counts={kind === 'registration' ? data.registration : data.filing}
                title={t(
                  kind === 'registration' ? 'gst.dashboard.registrationsByStatus' : 'gst.dashboard.filingsByStatus',
                )}
                id={`gst-${kind}-states`}
                // The shop's six states read as two rows of three; the back office's five fit one row.
                cols={area === 'merchant' ? { base: 2, sm: 3, xl: 6 } : undefined}
              />
            ))}
          </>
        )}
      </DashboardFigures>

      <ServiceListLinks services={GST_KINDS.map((kind) => GST_SERVICES[kind])} area={area} />
    </Stack>
  );
}

/** What waits on the reader: the queries a merchant must answer; the new requests the back office must pick up. */
function Waiting({ area, data }: { area: Area; data: Dashboard }) {
  const t = useT();
  const kindCount = (kind: string, n: number) =>
    t(kind === 'registration' ? 'gst.dashboard.registrations' : 'gst.dashboard.filings', { count: formatCount(n) });
  if (area === 'merchant') {
    if (!data.needsAnswer) return null;
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconMessageQuestion size={20} />}
        title={t('gst.dashboard.needsAnswer', { count: data.needsAnswer, shown: formatCount(data.needsAnswer) })}
        data-testid="needs-answer"
      >
        <Group gap="sm" mt={4}>
          {GST_KINDS.map((kind) => {
            const n = (kind === 'registration' ? data.registration : data.filing).query_raised ?? 0;
            return n ? (
              <Button
                key={kind}
                component={Link}
                to={GST_ROUTES.merchant.list(kind, 'queries')}
                size="xs"
                color="orange"
              >
                {kindCount(kind, n)}
              </Button>
            ) : null;
          })}
        </Group>
      </Alert>
    );
  }
  const waiting = (data.registration.submitted ?? 0) + (data.filing.submitted ?? 0);
  if (!waiting) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconListCheck size={20} />}
      title={t('gst.dashboard.toPickUp', { count: waiting, shown: formatCount(waiting) })}
      data-testid="to-pick-up"
    >
      <Group gap="sm" mt={4}>
        {GST_KINDS.map((kind) => {
          const n = (kind === 'registration' ? data.registration : data.filing).submitted ?? 0;
          return n ? (
            <Button key={kind} component={Link} to={GST_ROUTES.backend.list(kind, 'new')} size="xs">
              {kindCount(kind, n)}
            </Button>
          ) : null;
        })}
      </Group>
    </Alert>
  );
}
