import { createContext, useContext, type ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

export type PageHeadingProps = {
  /** What the page is: the page's one `<h1>`. */
  title: ReactNode;
  /** A line under it saying what the page holds or does. */
  description?: ReactNode;
  /** A list's line is small, so its first rows stay in a phone's first screen. */
  size?: 'sm';
};

/**
 * Issue 29 (decision 0083): the build draws each signed-in page once, in every language, and keeps the heading it
 * drew (web/shell-frame/page-headings.tsx), so the app shell can show it before the app's code has arrived. Only the
 * build provides it; a page drawn in the app has none.
 */
export const PageHeadingCapture = createContext<((heading: PageHeadingProps) => void) | null>(null);

/**
 * A page's first lines: its title and what it is for. Drawn by the page and, as the build drew it, by the app shell's
 * frame (decision 0083): the same markup at the same place, so the page's draw takes its place where it stands.
 */
export function PageHeading(props: PageHeadingProps) {
  const capture = useContext(PageHeadingCapture);
  capture?.(props);
  const { title, description, size } = props;
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size={size} mt={size ? 4 : undefined}>
          {description}
        </Text>
      )}
    </div>
  );
}
