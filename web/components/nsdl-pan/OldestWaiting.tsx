import { Link } from 'react-router';
import { Anchor, Card, Group, Table, Text, Title } from '@mantine/core';
import type { BackendPanDashboard } from '../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import { formatDate } from '../DataTable';
import { backendListPath } from '../pan/backend-routes';

/** The back office's dashboard: the applications waiting longest for verification, each a link to verify it. */
export function OldestWaiting({ rows }: { rows: BackendPanDashboard['oldestWaiting'] }) {
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
                    <Anchor component={Link} to={PAN_ROUTES.backend.verify(r.id)} aria-label={`Verify ${r.token_no}`}>
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
