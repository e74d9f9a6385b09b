import { Link } from 'react-router';
import { Anchor, Card, Group, Table, Text, Title } from '@mantine/core';
import type { BackendPanDashboard } from '../../../contract/nsdl-pan';
import { PAN_ROUTES } from '../../api/nsdl-pan';
import { formatDate } from '../DataTable';
import { backendListPath } from '../pan/backend-routes';
import { useT } from '../../i18n/pan';

/** The back office's dashboard: the applications waiting longest for verification, each a link to verify it. */
export function OldestWaiting({ rows }: { rows: BackendPanDashboard['oldestWaiting'] }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="oldest-waiting">
          {t('pan.oldest.title')}
        </Title>
        <Anchor component={Link} to={backendListPath('pending-verification')} size="sm">
          {t('pan.oldest.allPending')}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('pan.oldest.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs" aria-labelledby="oldest-waiting">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pan.oldest.token')}</Table.Th>
                <Table.Th>{t('pan.oldest.applicant')}</Table.Th>
                <Table.Th>{t('pan.oldest.merchant')}</Table.Th>
                <Table.Th>{t('pan.oldest.submitted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={PAN_ROUTES.backend.verify(r.id)}
                      aria-label={t('pan.oldest.verify', { token: r.token_no })}
                    >
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
