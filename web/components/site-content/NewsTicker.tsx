import { Badge, Group, Text } from '@mantine/core';
import type { NewsItem } from '../../../contract/site-content';
import type { MessageId } from '../../../contract/i18n';
import { i18n } from '../../i18n';
import { useT } from '../../i18n/site';
import { ContentLink } from './ContentLink';

const TYPE_COLORS: Record<NewsItem['type'], string> = { notice: 'blue', offer: 'green', alert: 'red' };
/** Each news type's name in the `site` catalogue. */
export const NEWS_TYPE_IDS = {
  notice: 'site.news.notice',
  offer: 'site.news.offer',
  alert: 'site.news.alert',
} as const satisfies Record<NewsItem['type'], MessageId>;
/** Each news type's name in the active language, read when drawn (prefer `t(NEWS_TYPE_IDS[type])` in a component). */
export const NEWS_TYPE_LABELS: Readonly<Record<NewsItem['type'], string>> = {
  get notice() {
    return i18n._(NEWS_TYPE_IDS.notice);
  },
  get offer() {
    return i18n._(NEWS_TYPE_IDS.offer);
  },
  get alert() {
    return i18n._(NEWS_TYPE_IDS.alert);
  },
};

/**
 * One news item: on one line in the ticker (which scrolls sideways), its words wrapping in the dashboard's panel.
 * The badge keeps its width either way: squeezed, it would stand its word letter by letter on a phone.
 */
export function NewsLine({ item, wrap = false }: { item: NewsItem; wrap?: boolean }) {
  const t = useT();
  const text = wrap ? { overflowWrap: 'anywhere' as const, minWidth: 0 } : { whiteSpace: 'nowrap' as const };
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'} align="baseline" style={{ minWidth: 0 }}>
      <Badge size="sm" color={TYPE_COLORS[item.type]} variant="light" style={{ flexShrink: 0 }}>
        {t(NEWS_TYPE_IDS[item.type])}
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
  const t = useT();
  if (news.length === 0) return null;
  return (
    <section
      aria-label={t('site.news.label')}
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
