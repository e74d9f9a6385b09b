import { Link } from 'react-router';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCalendarEvent, IconCheck, IconEdit, IconFilePlus, IconSend } from '@tabler/icons-react';
import { PAN_LISTS, type MerchantPanList } from '../../../../../contract/nsdl-pan';
import { PAN_ROUTES, useMerchantPanDashboard } from '../../../../api/nsdl-pan';
import { formatCount } from '../../../../components/DataTable';
import { DashboardFigures, DashboardListsCard } from '../../../../components/requests/DashboardFigures';
import { PAN_LOOK } from '../../../../components/pan/look';
import {
  MERCHANT_BACKLOG_LIST,
  MERCHANT_STATE_CARDS,
  merchantListPath,
} from '../../../../components/pan/merchant-states';
import { MerchantPaperlessPart } from '../../../../components/nsdl-paperless/DashboardParts';
import { StateCards } from '../../../../components/requests';

const R = PAN_ROUTES.merchant;

/** Each state's card opens the merchant list that shows it. */
const STATE_CARDS = MERCHANT_STATE_CARDS.map((c) => ({ state: c.state, hint: c.hint, to: merchantListPath(c.list) }));

const LIST_ORDER: MerchantPanList[] = ['incomplete', 'waiting', 'all', 'ack', 'hardcopy', 'rejection', 'tin-rejection'];

/** /merchant/product/nsdl-pan: the merchant's applications per state, today's work, and the ways in; paperless beside physical. */
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
        <Button
          component={Link}
          to={R.choose('N')}
          size="xl"
          h={84}
          leftSection={<IconFilePlus size={28} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          New PAN (49A)
        </Button>
        <Button
          component={Link}
          to={R.choose('C')}
          size="xl"
          h={84}
          variant="light"
          leftSection={<IconEdit size={28} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          Change / correction (CSF)
        </Button>
      </SimpleGrid>

      <DashboardFigures query={dash}>
        {(data) => (
          <>
            <section aria-labelledby="pan-today">
              <Title order={2} size="h4" mb="sm" id="pan-today">
                Today
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                <Today
                  label="Drafts started"
                  value={data.today.drafts}
                  icon={IconCalendarEvent}
                  color="gray"
                  testId="today-drafts"
                />
                <Today
                  label="Submitted"
                  value={data.today.submitted}
                  icon={IconSend}
                  color="yellow"
                  testId="today-submitted"
                />
                <Today
                  label="Acknowledged"
                  value={data.today.acknowledged}
                  icon={IconCheck}
                  color="teal"
                  testId="today-acknowledged"
                />
              </SimpleGrid>
            </section>

            <StateCards
              look={PAN_LOOK}
              title="Applications by status"
              id="pan-states"
              cards={STATE_CARDS}
              counts={data.counts}
            />
          </>
        )}
      </DashboardFigures>

      <MerchantPaperlessPart />

      <DashboardListsCard>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
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
      </DashboardListsCard>
    </Stack>
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
