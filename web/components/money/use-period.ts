import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withFirstPage } from '../DataTable';
import { ISO_DAY_RE, thisMonth } from './format';

/**
 * A report's period, kept in the URL (?from=&to=) so reload and back keep it; this month by default.
 * Changing it sends any table on the page back to its first page.
 */
export function usePeriod(): { from: string; to: string; setPeriod: (p: { from: string; to: string }) => void } {
  const [params, setParams] = useSearchParams();
  const fallback = thisMonth();
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const from = rawFrom && ISO_DAY_RE.test(rawFrom) ? rawFrom : fallback.from;
  const to = rawTo && ISO_DAY_RE.test(rawTo) ? rawTo : fallback.to;
  const setPeriod = useCallback(
    (p: { from: string; to: string }) =>
      setParams((prev) => {
        const next = withFirstPage(prev);
        next.set('from', p.from);
        next.set('to', p.to);
        return next;
      }),
    [setParams],
  );
  return { from: from <= to ? from : to, to, setPeriod };
}
