import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../i18n/index';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import BackendDashboardPage from './index';

const DASH = {
  totPanVolume: 12345,
  idDetail: [{ id: 'NSDL PAN ID', nos: 7 }],
  pendingRegistrations: 2,
  pendingPayments: 5,
  pendingKyc: 0,
  queues: [],
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff', name: 'Sunita' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('back-office dashboard in Hindi', () => {
  it('greets, counts and offers the quick actions in Hindi', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse(DASH) : undefined));
    renderRoutes([{ path: '/backend', element: <BackendDashboardPage /> }], '/backend');
    expect(await screen.findByTestId('tot-pan-volume')).toHaveTextContent('12,345');
    expect(screen.getByRole('heading', { name: 'नमस्ते, Sunita' })).toBeInTheDocument();
    expect(screen.getByText('कुल पैन')).toBeInTheDocument();
    expect(screen.getByText('बिकी हुई ID')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'मंज़ूर करने वाली पेमेंट रिक्वेस्ट 5' }, LAZY)).toHaveAttribute(
      'href',
      '/backend/actions/payments',
    );
    expect(screen.getByRole('heading', { name: 'जल्दी के काम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पेमेंट मंज़ूरी' })).toBeInTheDocument();
  });
});
