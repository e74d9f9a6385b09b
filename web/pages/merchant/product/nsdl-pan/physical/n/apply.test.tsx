import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../../../../../test/fetch-stub';
import { renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import NCategoryChoicePage from './apply';

const BASE = '/merchant/product/nsdl-pan/physical';

function render() {
  return renderRoutes(
    [
      { path: `${BASE}/n/apply`, element: <NCategoryChoicePage /> },
      { path: `${BASE}/individual/N/apply/:id?`, element: <h1>Individual form</h1> },
      { path: `${BASE}/:cat/N/apply/:id?`, element: <h1>Other category form</h1> },
      { path: `${BASE}/c/apply`, element: <h1>Change request categories</h1> },
    ],
    `${BASE}/n/apply`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  stubServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('n/apply: category choice for a new PAN', () => {
  it('offers every category with its PAN letter', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'New PAN application (Form 49A)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Applicant categories' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    const trust = screen.getByTestId('category-trust');
    expect(trust).toHaveTextContent('Trust');
    expect(trust).toHaveTextContent('PAN 4th letter');
    expect(trust).toHaveTextContent('T');
    expect(screen.getByTestId('category-individual')).toHaveAttribute('href', `${BASE}/individual/N/apply`);
    expect(screen.getByTestId('category-local-authority')).toHaveAttribute('href', `${BASE}/local-authority/N/apply`);
  });

  it("goes to the chosen category's form", async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: /^Individual/ }));
    expect(await screen.findByRole('heading', { name: 'Individual form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/individual/N/apply`);
  });

  it('goes to a company form, and to the change request choice', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: /^Company/ }));
    expect(await screen.findByRole('heading', { name: 'Other category form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/company/N/apply`);
    await router.navigate(`${BASE}/n/apply`);
    await userEvent.click(await screen.findByRole('link', { name: 'Apply for a change / correction (CSF)' }));
    expect(await screen.findByRole('heading', { name: 'Change request categories' })).toBeInTheDocument();
  });
});
