import { Badge, Group, Text } from '@mantine/core';
import type { NewsItem } from '../../../contract/site-content';
import { ContentLink } from './ContentLink';

const TYPE_COLORS: Record<NewsItem['type'], string> = { notice: 'blue', offer: 'green', alert: 'red' };
export const NEWS_TYPE_LABELS: Record<NewsItem['type'], string> = { notice: 'Notice', offer: 'Offer', alert: 'Alert' };

/**
 * One news item: on one line in the ticker (which scrolls sideways), its words wrapping in the dashboard's panel.
 * The badge keeps its width either way: squeezed, it would stand its word letter by letter on a phone.
 */
export function NewsLine({ item, wrap = false }: { item: NewsItem; wrap?: boolean }) {
  const text = wrap ? { overflowWrap: 'anywhere' as const, minWidth: 0 } : { whiteSpace: 'nowrap' as const };
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'} align="baseline" style={{ minWidth: 0 }}>
      <Badge size="sm" color={TYPE_COLORS[item.type]} variant="light" style={{ flexShrink: 0 }}>
        {NEWS_TYPE_LABELS[item.type]}
      </Badge>
      <Text size="sm" fw={600} style={text}>
        <ContentLink link={item.link} inherit>
          {item.title}
        </ContentLink>
      </Text>
      {item.text && (
        <Text size="sm" c="dimmed" style={text}>
          {item.text}
        </Text>
      )}
    </Group>
  );
}

/**
 * A strip of the latest news. It does not scroll by itself (moving text is hard to read and the page must
 * not animate for who asked for reduced motion); it wraps to the next line and scrolls sideways on a narrow screen.
 */
export function NewsTicker({ news }: { news: NewsItem[] }) {
  if (news.length === 0) return null;
  return (
    <section
      aria-label="News and updates"
      data-testid="news-ticker"
      style={{ borderBlock: '1px solid var(--mantine-color-gray-3)', padding: '6px 12px', overflowX: 'auto' }}
    >
      <Group gap="xl" wrap="nowrap">
        {news.map((n) => (
          <NewsLine key={n.id} item={n} />
        ))}
      </Group>
    </section>
  );
}
