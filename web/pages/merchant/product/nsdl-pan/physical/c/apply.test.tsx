import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../../../../../test/fetch-stub';
import { renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import CCategoryChoicePage from './apply';

const BASE = '/merchant/product/nsdl-pan/physical';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  stubServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('c/apply: category choice for a change request', () => {
  it('goes to the CSF form of the chosen category (type c in the address)', async () => {
    const { router } = renderRoutes(
      [
        { path: `${BASE}/c/apply`, element: <CCategoryChoicePage /> },
        { path: `${BASE}/:cat/c/apply/:id?`, element: <h1>CSF form</h1> },
      ],
      `${BASE}/c/apply`,
    );
    expect(await screen.findByRole('heading', { name: 'PAN change / correction request (CSF)' })).toBeInTheDocument();
    expect(screen.getByTestId('category-individual')).toHaveAttribute('href', `${BASE}/individual/c/apply`);
    await userEvent.click(screen.getByRole('link', { name: /^Hindu Undivided Family/ }));
    expect(await screen.findByRole('heading', { name: 'CSF form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/huf/c/apply`);
  });
});
