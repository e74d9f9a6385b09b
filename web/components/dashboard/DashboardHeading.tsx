import { Text, Title } from '@mantine/core';

/**
 * A dashboard's first lines: what the page is, and whom it greets. Drawn by the page and, with the name from the
 * stored token, by the app shell's frame before the app's code has arrived (web/shell-frame): the same markup, so
 * the page's draw takes its place where it stands.
 */
export function DashboardHeading({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {eyebrow}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
    </div>
  );
}
