import { Link } from 'react-router';
import { Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCalendarEvent, IconCheck, IconEdit, IconFilePlus, IconFileText, IconSend } from '@tabler/icons-react';
import { PAN_LISTS, PAN_STATE_LABELS, type MerchantPanList, type PanStateName } from '../../../../../contract/nsdl-pan';
import { PAN_ROUTES, useMerchantPanDashboard } from '../../../../api/nsdl-pan';
import { formatCount } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { MERCHANT_BACKLOG_LIST, MERCHANT_STATE_CARDS, merchantListPath } from '../../../../components/pan/merchant-states';

const R = PAN_ROUTES.merchant;

const LIST_ORDER: MerchantPanList[] = ['incomplete', 'waiting', 'all', 'ack', 'hardcopy', 'rejection', 'tin-rejection'];

/** /merchant/product/nsdl-pan: the merchant's applications per state, today's work, and the ways in. */
export default function MerchantNsdlPanDashboard() {
  const dash = useMerchantPanDashboard();
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Pan &amp; Services
        </Text>
        <Title order={1} size="h2">
          NSDL PAN
        </Title>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Button component={Link} to={R.choose('N')} size="xl" h={84} leftSection={<IconFilePlus size={28} aria-hidden />} styles={{ label: { whiteSpace: 'normal' } }}>
          New PAN (49A)
        </Button>
        <Button component={Link} to={R.choose('C')} size="xl" h={84} variant="light" leftSection={<IconEdit size={28} aria-hidden />} styles={{ label: { whiteSpace: 'normal' } }}>
          Change / correction (CSF)
        </Button>
      </SimpleGrid>

      {dash.isError ? (
        <FormErrorAlert error={dash.error} title="Something went wrong" />
      ) : !dash.data ? (
        <Center py="xl">
          <Loader aria-label="Loading dashboard" />
        </Center>
      ) : (
        <>
          <section aria-labelledby="pan-today">
            <Title order={2} size="h4" mb="sm" id="pan-today">
              Today
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Today label="Drafts started" value={dash.data.today.drafts} icon={IconCalendarEvent} color="gray" testId="today-drafts" />
              <Today label="Submitted" value={dash.data.today.submitted} icon={IconSend} color="yellow" testId="today-submitted" />
              <Today label="Acknowledged" value={dash.data.today.acknowledged} icon={IconCheck} color="teal" testId="today-acknowledged" />
            </SimpleGrid>
          </section>

          <section aria-labelledby="pan-states">
            <Title order={2} size="h4" mb="sm" id="pan-states">
              Applications by status
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
              {MERCHANT_STATE_CARDS.map((c) => (
                <StateCard key={c.state} {...c} count={dash.data.counts[c.state] ?? 0} />
              ))}
            </SimpleGrid>
          </section>
        </>
      )}

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Lists
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {LIST_ORDER.map((name) => (
            <li key={name}>
              <Anchor component={Link} to={merchantListPath(name)}>
                {PAN_LISTS.merchant[name].title}
              </Anchor>
            </li>
          ))}
          <li>
            <Anchor component={Link} to={MERCHANT_BACKLOG_LIST}>
              Backlog PAN list
            </Anchor>
          </li>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

function Today({ label, value, icon: I, color, testId }: { label: string; value: number; icon: Icon; color: string; testId: string }) {
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

function StateCard({ state, list, hint, color, count }: { state: PanStateName; list: MerchantPanList; hint: string; color: string; count: number }) {
  const label = PAN_STATE_LABELS[state];
  return (
    <UnstyledButton component={Link} to={merchantListPath(list)} aria-label={`${label}: ${count}`} data-testid={`state-${state}`} style={{ display: 'block', height: '100%' }}>
      <Card withBorder radius="md" padding="md" h="100%" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <IconFileText size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.5 }} />
        </Group>
        <Text fz={28} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCount(count)}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
