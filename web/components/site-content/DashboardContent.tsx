import { useDeferredValue } from 'react';
import { useSiteContent, useDismissAlert, type ContentPage } from './api';
import { AlertBanner } from './AlertBanner';
import { Carousel } from './Carousel';
import { NewsPanel } from './NewsPanel';

/** A dashboard's alerts, slides and news; nothing at all while there are none (or while they load). */
export function DashboardContent({ page }: { page: Exclude<ContentPage, 'public'> }) {
  const content = useSiteContent(page);
  // Issue 29: an answer arriving redraws its readers at once, in one piece (React Query reads a store); the slides
  // and news are drawn from the deferred copy instead, in a draw React can pause for the phone's other work.
  const data = useDeferredValue(content.data);
  const dismiss = useDismissAlert(page);
  const slides = data?.slides ?? [];
  const news = data?.news ?? [];
  const alerts = news.filter((n) => n.type === 'alert');
  const others = news.filter((n) => n.type !== 'alert');
  if (slides.length === 0 && news.length === 0) return null;
  return (
    <>
      <AlertBanner alerts={alerts} onDismiss={(id) => dismiss.mutate(id)} />
      {slides.length > 0 && <Carousel slides={slides} />}
      <NewsPanel news={others} />
    </>
  );
}
