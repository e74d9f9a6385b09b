import { Text } from '@mantine/core';

/** A cell's text cut to `lines` lines (ColumnDef.lines), the whole of it in its title. */
export function ClampedText({ lines, text }: { lines: number; text: string }) {
  return (
    <Text size="sm" lineClamp={lines} title={text}>
      {text}
    </Text>
  );
}
