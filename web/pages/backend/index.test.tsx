import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import BackendDashboardPage, { COMING_WITH_NSDL, FORMS_NOT_HOSTED, screenExists } from './index';

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

  it('links the quick actions whose screens exist and disables the others instead of a dead link', async () => {
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse(DASH) : undefined));
    render();
    await screen.findByTestId('tot-pan-volume');
    expect(screen.getByRole('link', { name: 'Payment approval' })).toHaveAttribute('href', '/backend/actions/payments');
    expect(screen.getByRole('link', { name: 'Registration verification' })).toHaveAttribute('href', '/backend/user-management/registration');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/backend/misc/reports');
    for (const [label, to] of [
      ['Physical NSDL verify form', '/backend/actions/nsdl-pan/physical/verify'],
      ['Cancel Aadhar', '/backend/actions/nsdl-pan/physical/cancel-aadhar'],
    ]) {
      if (screenExists(to)) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', to);
      else expect(screen.getByRole('button', { name: `${label} — ${COMING_WITH_NSDL}` })).toHaveAttribute('aria-disabled', 'true');
    }
    for (const form of ['NEW PAN FORM', 'CORRECTION PAN FORM', 'ANNEXURE-A', 'ANNEXURE-B']) {
      expect(screen.getByRole('button', { name: `${form} — ${FORMS_NOT_HOSTED}` })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it("shows 'Something went wrong' when the figures cannot be loaded, and still offers the quick actions", async () => {
    stubServer((url) => (url === '/api/backend/dashboard/' ? jsonResponse({ message: 'Database unavailable' }, 503) : undefined));
    render();
    expect(await screen.findByText('Something went wrong', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment approval' })).toBeInTheDocument();
  });
});
