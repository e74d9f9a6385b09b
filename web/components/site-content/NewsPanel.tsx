import { Card, Stack, Text, Title } from '@mantine/core';
import type { NewsItem } from '../../../contract/site-content';
import { useFormat, useT } from '../../i18n/site';
import { NewsLine } from './NewsTicker';

/** The dashboards' list of news and updates (alerts show as banners instead). */
export function NewsPanel({ news }: { news: NewsItem[] }) {
  const t = useT();
  const { formatDate } = useFormat();
  if (news.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('site.news.label')}
      data-testid="news-panel"
    >
      <Title order={2} size="h4" mb="sm">
        {t('site.news.title')}
      </Title>
      <Stack gap="sm">
        {news.map((n) => (
          <div key={n.id}>
            <NewsLine item={n} wrap />
            <Text size="xs" c="dimmed">
              {formatDate(n.startsOn ?? n.createdAt)}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
