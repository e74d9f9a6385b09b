import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panDetail } from '../../../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../../../test/render-app';
import { signIn } from '../../../../../../../../test/tokens';
import IndividualChangeApplyPage from './[[id]]';

const BASE = '/merchant/product/nsdl-pan/physical';
const API = '/api/merchant/nsdl-pan/physical/applications';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('individual/c/apply: an individual’s CSF', () => {
  it('starts with the PAN to change, keeps the individual sections, and saves a type C draft', async () => {
    const fetch = stubServer((url, init) =>
      url === API && init?.method === 'POST'
        ? jsonResponse(
            panDetail({ id: 21, tokenNo: 'PT0000000021', appType: 'C', data: JSON.parse(String(init.body)).data }),
          )
        : undefined,
    );
    const { router } = renderRoutes(
      [{ path: `${BASE}/individual/c/apply/:id?`, element: <IndividualChangeApplyPage /> }],
      `${BASE}/individual/c/apply`,
    );
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings[0]).toBe('PAN to change');
    expect(headings).toContain("Parents' names");
    expect(headings).not.toContain('AO code');
    expect(headings).not.toContain('Source of income');

    await userEvent.type(screen.getByLabelText(/Existing PAN/), 'abcde1234f');
    expect(await screen.findByText('The 4th letter of a PAN for individual is P (this one has D)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Existing PAN/));
    await userEvent.type(screen.getByLabelText(/Existing PAN/), 'abcpe1234f');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Address' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Copy of PAN card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/individual/c/apply/21`));
    const [, init] = fetch.mock.calls.find(([u, i]) => u === API && i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      category: 'individual',
      appType: 'C',
      data: { existingPan: 'ABCPE1234F', changes: ['address'], panProof: 'pan_card' },
    });
  });
});
