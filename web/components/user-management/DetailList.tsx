import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { breakable } from '../BreakableText';
import { EMPTY_CELL } from '../DataTable/format';

export type Detail = { label: string; value: ReactNode };

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Read-only label/value pairs (docs/product.md#input-rules: '--' for an empty value), as a description list. */
export function DetailList({ items, cols = { base: 2 } }: { items: Detail[]; cols?: number | Record<string, number> }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Box key={item.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.3 }}>
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {isEmpty(item.value) ? EMPTY_CELL : breakable(item.value)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
