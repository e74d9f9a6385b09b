import type { ReactNode } from 'react';
import { Card, Grid, Title } from '@mantine/core';
import { useT } from '../../i18n/requests';

/**
 * A request's page in two columns: its data on the left and what can be done with it on the right.
 * On a phone the right column (the decision, the submit panel) comes first. A sticky panel needs the
 * columns stretched, so `top` (columns as tall as their content) is only for pages without one.
 */
export function ReviewColumns({
  main,
  side,
  mainSpan = 7,
  top = false,
}: {
  main: ReactNode;
  side: ReactNode;
  mainSpan?: 7 | 8;
  top?: boolean;
}) {
  return (
    <Grid gutter="md" align={top ? 'flex-start' : undefined}>
      <Grid.Col span={{ base: 12, md: mainSpan }} order={{ base: 2, md: 1 }}>
        {main}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - mainSpan }} order={{ base: 1, md: 2 }}>
        {side}
      </Grid.Col>
    </Grid>
  );
}

/** The card with a request's history under its page. */
export function HistoryCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('requests.history.title')}
      </Title>
      {children}
    </Card>
  );
}
