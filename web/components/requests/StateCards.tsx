import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Text, Title, UnstyledButton, type SimpleGridProps } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { formatCount } from '../DataTable';
import { stateColor, useLookLabels, type RequestLook } from './look';

export type StateCard = {
  state: string;
  /** What the count asks of the reader ("To verify", "Refunded"). */
  hint: string;
  /** The list the card opens. */
  to: string;
};

/** A dashboard's count per state, each card a link to the list that shows those requests. */
export function StateCards({
  look,
  cards,
  counts,
  title,
  id,
  cols = { base: 2, sm: 3, lg: 5 },
  testIdPrefix = 'state-',
}: {
  look: RequestLook;
  cards: readonly StateCard[];
  counts: Readonly<Record<string, number>>;
  title: string;
  id: string;
  /** Cards per row by breakpoint (six states read best as rows of three). */
  cols?: SimpleGridProps['cols'];
  /** Each card's test id is this and its state: a page with two services' cards keeps them apart. */
  testIdPrefix?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={cols} spacing="md">
        {cards.map((c) => (
          <StateCardLink
            key={c.state}
            look={look}
            card={c}
            count={counts[c.state] ?? 0}
            testId={`${testIdPrefix}${c.state}`}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

function StateCardLink({
  look,
  card,
  count,
  testId,
}: {
  look: RequestLook;
  card: StateCard;
  count: number;
  testId: string;
}) {
  const label = useLookLabels().stateLabel(look, card.state);
  return (
    <UnstyledButton
      component={Link}
      to={card.to}
      aria-label={`${label}: ${count}`}
      data-testid={testId}
      style={{ display: 'block', height: '100%' }}
    >
      <Card
        withBorder
        radius="md"
        padding="md"
        h="100%"
        style={{ borderLeft: `4px solid var(--mantine-color-${stateColor(look, card.state)}-6)` }}
      >
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
          {card.hint}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
