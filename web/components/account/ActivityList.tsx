import { Box, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useActivity, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { describeActivity } from './activity-text';
import { useFormat, useT } from '../../i18n/account';
import { EMPTY_VALUE } from './DetailList';

/** The user's own trail while activity tracking is on (newest first, as the server sends it). */
export function ActivityList({ area }: { area: AccountArea }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const activity = useActivity(area, true);
  const items = activity.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t('account.activity.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.activity.intro')}
      </Text>
      {activity.error ? (
        <FormErrorAlert error={activity.error} title={t('account.activity.loadFailed')} />
      ) : activity.isLoading ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('account.loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('account.activity.empty')}</Text>
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
            aria-label={t('account.activity.title')}
          >
            {items.map((item, i) => (
              <Box
                component="li"
                key={`${item.at}-${i}`}
                py="xs"
                style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}
              >
                <Text fw={500}>{describeActivity(item.action, item.remark, t)}</Text>
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
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('account.activity.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.activity.when')}</Table.Th>
                  <Table.Th>{t('account.activity.what')}</Table.Th>
                  <Table.Th>{t('account.activity.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, i) => (
                  <Table.Tr key={`${item.at}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</Table.Td>
                    <Table.Td>{describeActivity(item.action, item.remark, t)}</Table.Td>
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
