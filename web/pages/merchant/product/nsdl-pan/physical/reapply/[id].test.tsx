import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panDetail } from '../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import ReapplyPage from './[id]';

const BASE = '/merchant/product/nsdl-pan/physical';
const APP = '/api/merchant/nsdl-pan/physical/applications/5';

const rejected = (over = {}) =>
  panDetail({
    state: 'rejected',
    stateLabel: 'Rejected',
    submittedAt: '2026-11-20T06:00:00.000Z',
    remark: 'Photo is not clear; scan the form again',
    events: [
      {
        at: '2026-11-20T05:00:00.000Z',
        action: 'create',
        fromState: null,
        toState: 'draft',
        by: 'M0001 (Ravi)',
        byRole: 'merchant',
        remark: null,
      },
      {
        at: '2026-11-20T06:00:00.000Z',
        action: 'submit',
        fromState: 'draft',
        toState: 'waiting',
        by: 'M0001 (Ravi)',
        byRole: 'merchant',
        remark: null,
      },
      {
        at: '2026-11-21T06:00:00.000Z',
        action: 'reject',
        fromState: 'waiting',
        toState: 'rejected',
        by: 'S0002 (Op)',
        byRole: 'staff',
        remark: 'Photo is not clear; scan the form again',
      },
    ],
    ...over,
  });

function render() {
  return renderRoutes(
    [
      { path: `${BASE}/reapply/:id`, element: <ReapplyPage /> },
      { path: `${BASE}/individual/N/apply/:id?`, element: <h1>Individual form</h1> },
    ],
    `${BASE}/reapply/5`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('reapply', () => {
  it("shows the rejection's reason and makes a new draft, then opens its form", async () => {
    const fetch = stubServer((url, init) => {
      if (url === APP) return jsonResponse(rejected());
      if (url === `${APP}/reapply` && init?.method === 'POST')
        return jsonResponse(
          panDetail({ id: 8, tokenNo: 'PT2611000008', reappliedFrom: { id: 5, tokenNo: 'PT2611000005' } }),
        );
      return undefined;
    });
    const { router } = render();
    expect(await screen.findByTestId('rejection-reason')).toHaveTextContent('Photo is not clear; scan the form again');
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent('Rejected on 21-Nov-2026');
    expect(screen.getByTestId('token-no')).toHaveTextContent('PT2611000005');
    await userEvent.click(screen.getByRole('button', { name: 'Reapply' }));
    expect(await screen.findByRole('heading', { name: 'Individual form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/individual/N/apply/8`);
    expect(await screen.findByText(/PT2611000008 is a copy of PT2611000005/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u, i]) => u === `${APP}/reapply` && i?.method === 'POST')).toHaveLength(1);
  });

  it('opens the draft already made from it', async () => {
    stubServer((url) =>
      url === APP ? jsonResponse(rejected({ reappliedAs: { id: 8, tokenNo: 'PT2611000008' } })) : undefined,
    );
    render();
    expect(await screen.findByText(/already reapplied as/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PT2611000008' })).toHaveAttribute(
      'href',
      `${BASE}/individual/N/apply/8`,
    );
    expect(screen.queryByRole('button', { name: 'Reapply' })).not.toBeInTheDocument();
  });

  it('refuses an application that is not rejected', async () => {
    stubServer((url) =>
      url === APP ? jsonResponse(panDetail({ state: 'waiting', stateLabel: 'Waiting for verification' })) : undefined,
    );
    render();
    expect(await screen.findByText('This application cannot be reapplied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application PT2611000005' })).toHaveAttribute(
      'href',
      `${BASE}/info/5`,
    );
    expect(screen.queryByRole('button', { name: 'Reapply' })).not.toBeInTheDocument();
  });

  it('shows why a reapply failed', async () => {
    stubServer((url, init) => {
      if (url === APP) return jsonResponse(rejected());
      if (url === `${APP}/reapply` && init?.method === 'POST')
        return jsonResponse({ message: 'Application PT2611000005 cannot be reapplied now.' }, 409);
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reapply' }));
    expect(await screen.findByText('Application PT2611000005 cannot be reapplied now.')).toBeInTheDocument();
  });
});
