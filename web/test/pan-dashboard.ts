import type { BackendPanDashboard } from '../../contract/nsdl-pan';
import type { PaperlessDashboardData } from '../components/nsdl-paperless/api';

/** The back office's NSDL PAN dashboard: counts per state, today's work and the oldest waiting. */
export const DASH: BackendPanDashboard = {
  counts: { draft: 3, waiting: 12, verified: 4, rejected: 2, cancelled: 1, acknowledged: 30, tin_resubmitted: 1 },
  today: { submitted: 5, verified: 3, rejected: 1, acknowledged: 2, completed: 0 },
  oldestWaiting: [
    {
      id: 7,
      token_no: 'PT0000000007',
      name: 'Sita Devi',
      merchant_code: 'M0002',
      submitted_at: '2026-11-18T06:00:00.000Z',
    },
    { id: 9, token_no: 'PT0000000009', name: '', merchant_code: 'M0003', submitted_at: '2026-11-19T06:00:00.000Z' },
  ],
};

/** The back office's paperless dashboard beside it. */
export const PAPERLESS: PaperlessDashboardData = {
  counts: { confirmed: 1, with_provider: 4, expired: 2, acknowledged: 40, failed: 3 },
  stuck: 2,
  acknowledgedToday: 6,
  lastRun: {
    startedAt: '2026-11-20T06:00:00.000Z',
    finishedAt: '2026-11-20T06:00:04.000Z',
    outcome: 'done',
    summary: '7 checked: 1 acknowledged, 1 failed, 2 expired',
    error: null,
  },
  provider: 'sandbox',
};
