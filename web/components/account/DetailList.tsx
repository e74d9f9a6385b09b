import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { breakable } from '../BreakableText';

export const EMPTY_VALUE = '--';

export type Detail = { label: string; value: ReactNode; testId?: string };

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && !value.trim());
}

/** docs/product.md#input-rules: read-only fields, '--' for an empty value. */
export function DetailList({ items, cols = 2 }: { items: Detail[]; cols?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: Math.min(2, cols), md: cols }}
      spacing="lg"
      verticalSpacing="md"
      component="dl"
      m={0}
    >
      {items.map((d) => (
        <Stack gap={2} key={d.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="sm" c="dimmed">
            {d.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={d.testId}>
            {isEmpty(d.value) ? EMPTY_VALUE : breakable(d.value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
