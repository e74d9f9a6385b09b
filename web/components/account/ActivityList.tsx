import { Box, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useActivity, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { describeActivity, formatDateTime } from './activity-text';
import { EMPTY_VALUE } from './DetailList';

/** The user's own trail while activity tracking is on (newest first, as the server sends it). */
export function ActivityList({ area }: { area: AccountArea }) {
  const activity = useActivity(area, true);
  const items = activity.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        Recent activity
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your latest sign-ins and changes. Something you do not recognise? Change your password at once.
      </Text>
      {activity.error ? (
        <FormErrorAlert error={activity.error} title="Could not load your activity" />
      ) : activity.isLoading ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">Nothing recorded yet. Your next sign-in will appear here.</Text>
      ) : (
        <>
          {/* A phone gets a list: three columns do not fit 390 px without a sideways scroll. */}
          <Stack
            gap={0}
            hiddenFrom="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Recent activity"
          >
            {items.map((item, i) => (
              <Box
                component="li"
                key={`${item.at}-${i}`}
                py="xs"
                style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}
              >
                <Text fw={500}>{describeActivity(item.action, item.remark)}</Text>
                <Group gap="xs" justify="space-between">
                  <Text size="sm" c="dimmed">
                    {formatDateTime(item.at)}
                  </Text>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {item.ip || EMPTY_VALUE}
                  </Text>
                </Group>
              </Box>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={480} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Recent activity">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date and time</Table.Th>
                  <Table.Th>Activity</Table.Th>
                  <Table.Th>IP address</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, i) => (
                  <Table.Tr key={`${item.at}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</Table.Td>
                    <Table.Td>{describeActivity(item.action, item.remark)}</Table.Td>
                    <Table.Td ff="monospace">{item.ip || EMPTY_VALUE}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
