import { lazy, Suspense, useEffect, useState } from 'react';
import { useSiteContent } from './api';

// Decision 0032: most visits find no alert, news or slide; their code (and Mantine's parts it draws) loads only when
// there is something to show, off the first visit's budget.
const HomeContentView = lazy(() => import('./HomeContentView'));

const DISMISSED_KEY = 'pan.dismissedAlerts';

function readDismissed(): number[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The public home's alerts, slides and ticker. Fetched only after the prerendered page has painted
 * (decision 0058) and placed below the hero, so nothing above the fold moves when they arrive; with none,
 * nothing is drawn. A visitor has no account, so a closed alert is remembered in this browser.
 */
export function HomeContent() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <LoadedHomeContent /> : null;
}

function LoadedHomeContent() {
  const content = useSiteContent('public');
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const slides = content.data?.slides ?? [];
  const news = content.data?.news ?? [];
  const alerts = news.filter((n) => n.type === 'alert' && !dismissed.includes(n.id));
  const others = news.filter((n) => n.type !== 'alert');
  if (slides.length === 0 && others.length === 0 && alerts.length === 0) return null;
  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(next.slice(-50)));
    } catch {
      // Storage refused (private mode): the alert stays closed until the page is reloaded.
    }
  };
  return (
    <Suspense fallback={null}>
      <HomeContentView alerts={alerts} news={others} slides={slides} onDismiss={dismiss} />
    </Suspense>
  );
}
