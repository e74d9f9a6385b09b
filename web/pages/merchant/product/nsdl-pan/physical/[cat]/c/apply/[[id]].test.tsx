import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../../../../../../../test/fetch-stub';
import { renderRoutes } from '../../../../../../../../test/render-app';
import { signIn } from '../../../../../../../../test/tokens';
import { NOT_FOUND_TEXT } from '../../../../../../../not-found';
import CategoryChangeApplyPage from './[[id]]';

const BASE = '/merchant/product/nsdl-pan/physical';

function render(url: string) {
  return renderRoutes([{ path: `${BASE}/:cat/c/apply/:id?`, element: <CategoryChangeApplyPage /> }], url);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  stubServer();
});
afterEach(() => vi.unstubAllGlobals());

describe(':cat/c/apply: the CSF for the other categories', () => {
  it('shows the not-found page for an unknown category', async () => {
    render(`${BASE}/xyz/c/apply`);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('asks for the PAN to change and checks its 4th letter against the category', async () => {
    render(`${BASE}/company/c/apply`);
    expect(await screen.findByRole('heading', { name: 'PAN change / correction request (CSF)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AO code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Source of income' })).not.toBeInTheDocument();
    const pan = screen.getByLabelText(/Existing PAN/);
    // Upper case, letters and digits only.
    await userEvent.type(pan, 'abc-pe1234f');
    expect(pan).toHaveValue('ABCPE1234F');
    expect(await screen.findByText('The 4th letter of a PAN for company is C (this one has P)')).toBeInTheDocument();
    await userEvent.clear(pan);
    await userEvent.type(pan, 'ABCCE1234F');
    expect(screen.queryByText(/The 4th letter of a PAN/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add another PAN held' }));
    const other = screen.getByLabelText('Other PAN 1');
    await userEvent.type(other, 'ABCCE1234F');
    expect(await screen.findByText('Other PAN 1 is the PAN being changed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove other PAN 1' }));
    expect(screen.queryByLabelText('Other PAN 1')).not.toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Copy of PAN card' })).toBeInTheDocument();
  });
});
