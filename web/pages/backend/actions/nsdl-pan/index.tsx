import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconArchive,
  IconBan,
  IconChecklist,
  IconCircleCheck,
  IconFileAlert,
  IconHash,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { PAN_LISTS, type BackendPanDashboard } from '../../../../../contract/nsdl-pan';
import { PAN_ROUTES, useBackendPanDashboard } from '../../../../api/nsdl-pan';
import { formatCount, formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import {
  BACKEND_LIST_ORDER,
  BACKEND_STATE_CARDS,
  backendListPath,
  backendStateLink,
} from '../../../../components/pan/backend-routes';
import { PAN_LOOK } from '../../../../components/pan/look';
import { BackendPaperlessPart } from '../../../../components/nsdl-paperless/DashboardParts';
import { StateCards } from '../../../../components/requests';

const R = PAN_ROUTES.backend;
export const BACKEND_BACKLOG_LIST = R.backlog;

/** Each state's card opens its list, narrowed to the state where the list holds others too. */
const STATE_CARDS = BACKEND_STATE_CARDS.map((c) => ({ state: c.state, hint: c.hint, to: backendStateLink(c.state) }));

/**
 * /backend/actions/nsdl-pan: the back office's NSDL PAN work — counts per state, today's work, the oldest waiting, and
 * the ways in; paperless beside physical.
 */
export default function BackendNsdlPanDashboard() {
  const dash = useBackendPanDashboard();
  const d = dash.data;
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Actions
        </Text>
        <Title order={1} size="h2">
          NSDL PAN
        </Title>
      </div>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Button
          component={Link}
          to={R.verify()}
          size="lg"
          leftSection={<IconChecklist size={22} aria-hidden />}
          styles={WRAP}
        >
          Verify next
        </Button>
        <Button
          component={Link}
          to={R.tinReject}
          size="lg"
          variant="light"
          color="orange"
          leftSection={<IconFileAlert size={22} aria-hidden />}
          styles={WRAP}
        >
          TIN rejection
        </Button>
        <Button
          component={Link}
          to={R.cancel}
          size="lg"
          variant="light"
          color="red"
          leftSection={<IconBan size={22} aria-hidden />}
          styles={WRAP}
        >
          Cancel Aadhaar
        </Button>
        <Button
          component={Link}
          to={BACKEND_BACKLOG_LIST}
          size="lg"
          variant="light"
          color="gray"
          leftSection={<IconArchive size={22} aria-hidden />}
          styles={WRAP}
        >
          Backlog PAN list
        </Button>
      </SimpleGrid>

      {dash.isError ? (
        <FormErrorAlert error={dash.error} title="Something went wrong" />
      ) : !d ? (
        <Center py="xl">
          <Loader aria-label="Loading dashboard" />
        </Center>
      ) : (
        <>
          <StateCards
            look={PAN_LOOK}
            title="Applications by status"
            id="pan-states"
            cards={STATE_CARDS}
            counts={d.counts}
          />

          <section aria-labelledby="pan-today">
            <Title order={2} size="h4" mb="sm" id="pan-today">
              Today
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
              <Today
                label="Submitted"
                value={d.today.submitted}
                icon={IconSend}
                color="yellow"
                testId="today-submitted"
              />
              <Today
                label="Verified"
                value={d.today.verified}
                icon={IconChecklist}
                color="blue"
                testId="today-verified"
              />
              <Today label="Rejected" value={d.today.rejected} icon={IconX} color="red" testId="today-rejected" />
              <Today
                label="Acknowledged"
                value={d.today.acknowledged}
                icon={IconHash}
                color="teal"
                testId="today-acknowledged"
              />
              <Today
                label="Completed"
                value={d.today.completed}
                icon={IconCircleCheck}
                color="green"
                testId="today-completed"
              />
            </SimpleGrid>
          </section>

          <OldestWaiting rows={d.oldestWaiting} />
        </>
      )}

      <BackendPaperlessPart />

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Lists
        </Title>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {BACKEND_LIST_ORDER.map((name) => (
            <li key={name}>
              <Anchor component={Link} to={backendListPath(name)}>
                {PAN_LISTS.backend[name].title}
              </Anchor>
            </li>
          ))}
          <li>
            <Anchor component={Link} to={BACKEND_BACKLOG_LIST}>
              Backlog PAN list
            </Anchor>
          </li>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

const WRAP = { root: { height: 'auto', minHeight: 52, paddingBlock: 8 }, label: { whiteSpace: 'normal' } } as const;

function OldestWaiting({ rows }: { rows: BackendPanDashboard['oldestWaiting'] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="oldest-waiting">
          Oldest waiting for verification
        </Title>
        <Anchor component={Link} to={backendListPath('pending-verification')} size="sm">
          All pending
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No application is waiting for verification.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs" aria-labelledby="oldest-waiting">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Token No</Table.Th>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Merchant</Table.Th>
                <Table.Th>Submitted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={R.verify(r.id)} aria-label={`Verify ${r.token_no}`}>
                      {r.token_no}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.name || '--'}</Table.Td>
                  <Table.Td>{r.merchant_code}</Table.Td>
                  <Table.Td>{r.submitted_at ? formatDate(r.submitted_at) : '--'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function Today({
  label,
  value,
  icon: I,
  color,
  testId,
}: {
  label: string;
  value: number;
  icon: Icon;
  color: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
            {formatCount(value)}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md">
          <I size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
