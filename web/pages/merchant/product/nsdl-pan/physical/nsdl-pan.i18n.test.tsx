import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../../../../i18n';
import { panDetail } from '../../../../../test/pan-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { notPseudo } from '../../../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import MerchantPanInfoPage from './info/[id]';
import ReapplyPage from './reapply/[id]';

const BASE = '/merchant/product/nsdl-pan/physical';
const APP = '/api/merchant/nsdl-pan/physical/applications/5';
const rejected = panDetail({ state: 'rejected', stateLabel: 'Rejected', remark: 'Photo is not clear' });

function render(page: 'reapply' | 'info', detail = rejected) {
  stubServer((url) => (url === APP ? jsonResponse(detail) : undefined));
  return renderRoutes(
    [
      { path: `${BASE}/reapply/:id`, element: <ReapplyPage /> },
      { path: `${BASE}/info/:id`, element: <MerchantPanInfoPage /> },
    ],
    `${BASE}/${page}/5`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(async () => {
  await setLocale('en');
});

describe('the NSDL PAN merchant pages in Hindi (decision 0075)', () => {
  it('reapply: the title, the reason, what reapplying does and the buttons', async () => {
    await setLocale('hi');
    render('reapply');
    expect(await screen.findByRole('button', { name: 'दोबारा आवेदन करें' })).toBeInTheDocument();
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent('रिजेक्ट होने की वजह');
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent('Photo is not clear');
    expect(screen.getByText('दोबारा आवेदन करने पर नए टोकन नंबर के साथ नया ड्राफ़्ट बनता है:')).toBeInTheDocument();
    expect(screen.getByText('PT2611000005 रिकॉर्ड के लिए रिजेक्ट ही रहेगा।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आवेदन देखें' })).toBeInTheDocument();
  });

  it('info: what to do next while waiting, the downloads and the documents', async () => {
    await setLocale('hi');
    render('info', panDetail({ state: 'waiting', stateLabel: 'Waiting', submittedAt: '2026-11-20T06:00:00.000Z' }));
    const next = await screen.findByTestId('next-step');
    expect(next).toHaveTextContent('जाँच का इंतज़ार');
    expect(next).toHaveTextContent('20-नव॰-2026 को सबमिट किया।');
    expect(screen.getByRole('heading', { name: 'डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपलोड किए दस्तावेज़' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई दस्तावेज़ अपलोड नहीं हुआ।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इतिहास' })).toBeInTheDocument();
  });
});

describe('the reapply page in pseudo-English', () => {
  it('takes every word of its own from the catalogue', async () => {
    await setLocale('en-XA');
    render('reapply');
    await screen.findByTestId('rejection-reason');
    // The application's header is the pan components' (checked with them); the rest is this page's.
    const header = screen.getByTestId('rejection-reason').parentElement!;
    const data = new Set(['Photo is not clear', '--']);
    const own = [...header.children].filter((el) => !el.contains(screen.getByText('PT2611000005')));
    expect(own.length).toBeGreaterThan(1);
    const inline = () => own.flatMap((el) => notPseudo(el as HTMLElement, (text) => data.has(text)));
    expect(inline()).toEqual([]);
    // The same check sees English as text that skipped the catalogue.
    await setLocale('en');
    await screen.findByText('Reason for rejection');
    expect(inline()).toContain('Reason for rejection');
  });
});
