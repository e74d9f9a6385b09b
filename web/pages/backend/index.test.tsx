import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import BackendDashboardPage from './index';

const DASH = { totPanVolume: 12345, idDetail: [{ id: 'NSDL PAN ID', nos: 7 }, { id: 'UTI PSA ID', nos: 3 }], pendingRegistrations: 2, pendingPayments: 5, pendingKyc: 0 };

const render = () => renderRoutes([{ path: '/backend', element: <BackendDashboardPage /> }], '/backend');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator' });
});
afterEach(() => vi.unstubAllGlobals());

describe('back-office dashboard (SPEC §2.4)', () => {
  it('shows total PAN volume, a card per ID type and the queues', async () => {
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse(DASH) : undefined));
    render();
    expect(await screen.findByTestId('tot-pan-volume')).toHaveTextContent('12,345');
    expect(screen.getByTestId('id-NSDL PAN ID')).toHaveTextContent('7');
    expect(screen.getByTestId('id-UTI PSA ID')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Payment requests to approve: 5' })).toHaveAttribute('href', '/backend/actions/payments');
    expect(screen.getByRole('heading', { name: 'Welcome, Administrator' })).toBeInTheDocument();
  });

  it('links every quick action to its screen and opens the PAN forms in a new tab', async () => {
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse(DASH) : undefined));
    render();
    await screen.findByTestId('tot-pan-volume');
    for (const [label, to] of [
      ['Registration verification', '/backend/user-management/registration'],
      ['Payment approval', '/backend/actions/payments'],
      ['Physical NSDL verify form', '/backend/actions/nsdl-pan/physical/verify'],
      ['Acknowledgement / form download', '/backend/actions/nsdl-pan/physical/ack/list'],
      ['Cancel Aadhar', '/backend/actions/nsdl-pan/physical/cancel-aadhar'],
      ['Reports', '/backend/misc/reports'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    expect(screen.queryByRole('button', { name: /Coming soon/ })).not.toBeInTheDocument();
    for (const [form, name] of [
      ['NEW PAN FORM', 'new-pan-form'],
      ['CORRECTION PAN FORM', 'correction-pan-form'],
      ['ANNEXURE-A', 'annexure-a'],
      ['ANNEXURE-B', 'annexure-b'],
    ]) {
      const link = screen.getByRole('link', { name: form });
      expect(link).toHaveAttribute('href', `/api/site/forms/${name}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the NSDL PAN queues from the applications', async () => {
    const PAN = { counts: { waiting: 4, verified: 2, tin_resubmitted: 1, draft: 9 }, today: { submitted: 0, verified: 0, rejected: 0, acknowledged: 0, completed: 0 }, oldestWaiting: [] };
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse(DASH) : url === '/api/backend/nsdl-pan/physical/dashboard' ? jsonResponse(PAN) : undefined));
    render();
    expect(await screen.findByRole('link', { name: 'PAN applications to verify: 4' })).toHaveAttribute('href', '/backend/actions/nsdl-pan/physical/pending-verification/list');
    expect(screen.getByRole('link', { name: 'Acknowledgement numbers to enter: 2' })).toHaveAttribute('href', '/backend/actions/nsdl-pan/physical/waiting/list');
    expect(screen.getByRole('link', { name: 'TIN corrections to check: 1' })).toHaveAttribute('href', '/backend/actions/nsdl-pan/physical/tin-rejection/list');
  });

  it("shows 'Something went wrong' when the figures cannot be loaded, and still offers the quick actions", async () => {
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse({ message: 'Database unavailable' }, 503) : undefined));
    render();
    expect(await screen.findByText('Something went wrong', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment approval' })).toBeInTheDocument();
  });
});
