import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconListCheck, IconMessageQuestion, IconReceiptTax } from '@tabler/icons-react';
import { GST_STATES, type GstDashboard as Dashboard } from '../../../contract/gst';
import { GST_KINDS, GST_ROUTES, useGstDashboard, type Area, type GstKind } from '../../api/gst';
import { formatCount } from '../DataTable';
import { DashboardFigures, DashboardListsCard } from '../requests/DashboardFigures';
import { StateCards, type StateCard } from '../requests';
import { GST_LOOK } from './services';

const HINTS: Record<Area, Record<string, string>> = {
  merchant: {
    draft: 'Not submitted yet',
    submitted: 'Waiting for the back office',
    in_process: 'Being worked on',
    query_raised: 'Needs your answer',
    completed: 'ARN received',
    rejected: 'Refunded',
  },
  backend: {
    submitted: 'To pick up',
    in_process: 'Being worked on',
    query_raised: 'With the merchant',
    completed: 'ARN entered',
    rejected: 'Refunded',
  },
};

/**
 * Where a state's card leads: the list of just that state when there is one, else the list that holds
 * it narrowed by its Status header filter.
 */
export function stateListLink(area: Area, kind: GstKind, state: string): string | null {
  const look = GST_LOOK[kind];
  const lists = Object.entries(look.lists[area]) as [string, { title: string; states?: readonly string[] }][];
  const own = lists.find(([, l]) => l.states?.length === 1 && l.states[0] === state);
  if (own) return GST_ROUTES[area].list(kind, own[0]);
  const holder = lists.find(([, l]) => l.states?.includes(state));
  if (!holder) return null;
  return `${GST_ROUTES[area].list(kind, holder[0])}&f.state=${encodeURIComponent(`equals~${state}`)}`;
}

function cards(area: Area, kind: GstKind): StateCard[] {
  return GST_STATES.flatMap((state) => {
    const to = stateListLink(area, kind, state);
    const hint = HINTS[area][state];
    return to && hint ? [{ state, hint, to }] : [];
  });
}

/** SPEC §2.3 product/gst and §2.4 actions/gst index: counts per state of both services, what waits on whom, the ways in. */
export function GstDashboard({ area }: { area: Area }) {
  const dash = useGstDashboard(area);
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {area === 'merchant' ? 'Pan & Services' : 'Actions'}
        </Text>
        <Title order={1} size="h2">
          GST
        </Title>
      </div>

      {area === 'merchant' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Button component={Link} to={GST_ROUTES.merchant.form('registration')} size="xl" h={84} leftSection={<IconFilePlus size={28} aria-hidden />} styles={{ label: { whiteSpace: 'normal' } }}>
            New GST registration
          </Button>
          <Button component={Link} to={GST_ROUTES.merchant.form('filing')} size="xl" h={84} variant="light" leftSection={<IconReceiptTax size={28} aria-hidden />} styles={{ label: { whiteSpace: 'normal' } }}>
            File a GST return
          </Button>
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {GST_KINDS.map((kind) => (
            <Button key={kind} component={Link} to={GST_ROUTES.backend.list(kind, 'new')} size="lg" variant={kind === 'registration' ? 'filled' : 'light'} leftSection={<IconListCheck size={22} aria-hidden />} styles={{ label: { whiteSpace: 'normal' } }}>
              {kind === 'registration' ? 'Registration work list' : 'Filing work list'}
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
                look={GST_LOOK[kind].look}
                cards={cards(area, kind)}
                counts={kind === 'registration' ? data.registration : data.filing}
                title={kind === 'registration' ? 'Registrations by status' : 'Return filings by status'}
                id={`gst-${kind}-states`}
                // The shop's six states read as two rows of three; the back office's five fit one row.
                cols={area === 'merchant' ? { base: 2, sm: 3, xl: 6 } : undefined}
              />
            ))}
          </>
        )}
      </DashboardFigures>

      <DashboardListsCard>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {GST_KINDS.map((kind) => {
            const look = GST_LOOK[kind];
            return (
              <Stack key={kind} gap={4}>
                <Text fw={600} size="sm">
                  {look.title}
                </Text>
                <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                  {look.listOrder[area].map((name) => (
                    <li key={name}>
                      <Anchor component={Link} to={GST_ROUTES[area].list(kind, name)} size="sm">
                        {look.lists[area][name].title}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Stack>
            );
          })}
        </SimpleGrid>
      </DashboardListsCard>
    </Stack>
  );
}

/** What waits on the reader: the queries a merchant must answer; the new requests the back office must pick up. */
function Waiting({ area, data }: { area: Area; data: Dashboard }) {
  if (area === 'merchant') {
    if (!data.needsAnswer) return null;
    return (
      <Alert color="orange" variant="light" icon={<IconMessageQuestion size={20} />} title={`${formatCount(data.needsAnswer)} ${data.needsAnswer === 1 ? 'query needs' : 'queries need'} your answer`} data-testid="needs-answer">
        <Group gap="sm" mt={4}>
          {GST_KINDS.map((kind) => {
            const n = (kind === 'registration' ? data.registration : data.filing).query_raised ?? 0;
            return n ? (
              <Button key={kind} component={Link} to={GST_ROUTES.merchant.list(kind, 'queries')} size="xs" color="orange">
                {kind === 'registration' ? 'Registrations' : 'Filings'}: {formatCount(n)}
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
    <Alert color="blue" variant="light" icon={<IconListCheck size={20} />} title={`${formatCount(waiting)} new ${waiting === 1 ? 'request' : 'requests'} to pick up`} data-testid="to-pick-up">
      <Group gap="sm" mt={4}>
        {GST_KINDS.map((kind) => {
          const n = (kind === 'registration' ? data.registration : data.filing).submitted ?? 0;
          return n ? (
            <Button key={kind} component={Link} to={GST_ROUTES.backend.list(kind, 'new')} size="xs">
              {kind === 'registration' ? 'Registrations' : 'Filings'}: {formatCount(n)}
            </Button>
          ) : null;
        })}
      </Group>
    </Alert>
  );
}
