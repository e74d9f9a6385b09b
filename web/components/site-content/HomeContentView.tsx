import { Container, Stack } from '@mantine/core';
import type { NewsItem, ShownSlide } from '../../../contract/site-content';
import { AlertBanner } from './AlertBanner';
import { Carousel } from './Carousel';
import { NewsTicker } from './NewsTicker';

/** The public home's alerts, ticker and slides (HomeContent loads this file only when there are some). */
export default function HomeContentView({
  alerts,
  news,
  slides,
  onDismiss,
}: {
  alerts: NewsItem[];
  news: NewsItem[];
  slides: ShownSlide[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Container size="lg" py="md" data-testid="home-site-content">
      <Stack gap="md">
        <AlertBanner alerts={alerts} onDismiss={onDismiss} />
        <NewsTicker news={news} />
        {slides.length > 0 && <Carousel slides={slides} />}
      </Stack>
    </Container>
  );
}
