import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyApplication } from '../../../../../../../../../contract/nsdl-pan/index';
import { isValidAadhaar } from '../../../../../../../../../contract/india';
import { panDetail } from '../../../../../../../../test/pan-detail';
import { stubServer } from '../../../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../../../test/render-app';
import { signIn } from '../../../../../../../../test/tokens';
import IndividualNewApplyPage from './[[id]]';

const BASE = '/merchant/product/nsdl-pan/physical';
const API = '/api/merchant/nsdl-pan/physical/applications';

function render(url: string) {
  return renderRoutes(
    [
      { path: `${BASE}/individual/N/apply/:id?`, element: <IndividualNewApplyPage /> },
      { path: `${BASE}/pre-submit/:id`, element: <h1>Pre-submit page</h1> },
      { path: `${BASE}/info/:id`, element: <h1>Info page</h1> },
      { path: `${BASE}/n/apply`, element: <h1>Choose category</h1> },
    ],
    url,
  );
}

/** A 12-digit number with a good Verhoeff check digit, and one with a wrong one. */
const GOOD_AADHAAR = Array.from({ length: 10 }, (_, i) => `23456789012${i}`).find(isValidAadhaar)!;
const BAD_AADHAAR = `${GOOD_AADHAAR.slice(0, 11)}${(Number(GOOD_AADHAAR[11]) + 1) % 10}`;

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('individual N application form', () => {
  it('has the sections of Form 49A for an individual', async () => {
    stubServer();
    render(`${BASE}/individual/N/apply`);
    expect(await screen.findByRole('heading', { name: 'New PAN application (Form 49A)' })).toBeInTheDocument();
    for (const section of [
      'AO code',
      'Name',
      'Personal details',
      "Parents' names",
      'Address',
      'Contact',
      'Aadhaar and registration',
      'Source of income',
      'Representative assessee',
      'Proofs',
      'Declaration',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'PAN to change' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kumari' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Transgender' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Father's last name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Registration number/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
  });

  it('checks Aadhaar, names and mobile as they are typed', async () => {
    stubServer();
    render(`${BASE}/individual/N/apply`);
    const aadhaar = await screen.findByLabelText(/Aadhaar number/);
    // Digits only: letters and spaces never reach the field.
    await userEvent.type(aadhaar, `ab ${BAD_AADHAAR}`);
    expect(aadhaar).toHaveValue(BAD_AADHAAR);
    expect(await screen.findByText('Aadhaar number is not valid (12 digits, check digit wrong?)')).toBeInTheDocument();
    expect(aadhaar).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(aadhaar);
    await userEvent.type(aadhaar, GOOD_AADHAAR);
    expect(screen.queryByText(/Aadhaar number is not valid/)).not.toBeInTheDocument();

    const first = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(first, 'Shri Ramesh');
    // Nothing is said while the name is being typed; leaving the field checks it.
    expect(screen.queryByText(/Leave out titles/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Leave out titles such as "Shri" — write the name only')).toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, 'Ramesh');
    expect(screen.queryByText(/Leave out titles/)).not.toBeInTheDocument();

    const middle = screen.getByRole('textbox', { name: 'Middle name' });
    await userEvent.type(middle, 'K. L.');
    await userEvent.tab();
    expect(await screen.findByText('At most one initial in the middle name')).toBeInTheDocument();

    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(mobile, '12345abc67890');
    expect(mobile).toHaveValue('1234567890');
    expect(await screen.findByText('Mobile number is 10 digits starting with 6, 7, 8 or 9')).toBeInTheDocument();

    // Required answers are not nagged about before a save.
    expect(screen.queryByText('Last name (surname) is required')).not.toBeInTheDocument();
  });

  it('checks the title against the gender', async () => {
    stubServer();
    render(`${BASE}/individual/N/apply`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Shri' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(await screen.findByText('Shri is for a male applicant')).toBeInTheDocument();
  });

  it('saves a new draft, shows its token number and puts its id in the address', async () => {
    const fetch = stubServer((url, init) => {
      if (url === API && init?.method === 'POST') {
        const sent = body(init);
        return jsonResponse(panDetail({ id: 41, tokenNo: 'PT0000000041', data: sent.data }));
      }
      if (url === `${API}/41`) return jsonResponse(panDetail({ id: 41, tokenNo: 'PT0000000041' }));
      return undefined;
    });
    const { router } = render(`${BASE}/individual/N/apply`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Shri' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Last name \(surname\)/ }), 'Kumar ');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ravi');
    await userEvent.type(screen.getByLabelText(/Aadhaar number/), GOOD_AADHAAR);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByTestId('draft-created')).toHaveTextContent('PT0000000041');
    expect(screen.getByTestId('form-token')).toHaveTextContent('Token number PT0000000041');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/individual/N/apply/41`));
    expect(router.state.historyAction).toBe('REPLACE');

    const [, init] = fetch.mock.calls.find(([u, i]) => u === API && i?.method === 'POST')!;
    const sent = body(init);
    expect(sent).toMatchObject({ category: 'individual', appType: 'N' });
    // Trimmed as the server stores it.
    expect(sent.data).toMatchObject({ title: 'Shri', lastName: 'Kumar', firstName: 'Ravi', aadhaar: GOOD_AADHAAR });
    // What was typed stays on screen after the address changed.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ravi');
    // After the save attempt the answers still needed show at their fields.
    expect(screen.getByText('Name as per Aadhaar is required')).toBeInTheDocument();
    expect(screen.getByTestId('form-status')).toHaveTextContent(/answers still needed before submitting/);

    // A second save updates the same draft.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name as per Aadhaar' }), 'Ravi Kumar');
    await waitFor(() => expect(screen.queryByText('Name as per Aadhaar is required')).not.toBeInTheDocument());
    fetch.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => u === `${API}/41` && i?.method === 'PUT')).toBe(true));
    const [, put] = fetch.mock.calls.find(([u, i]) => u === `${API}/41` && i?.method === 'PUT')!;
    expect(body(put).data).toMatchObject({ aadhaarName: 'Ravi Kumar', firstName: 'Ravi' });
    expect(fetch.mock.calls.some(([u, i]) => u === API && i?.method === 'POST')).toBe(false);
  });

  it('refuses to save values in the wrong format, without calling the server', async () => {
    const fetch = stubServer();
    render(`${BASE}/individual/N/apply`);
    await userEvent.type(await screen.findByLabelText(/Aadhaar number/), BAD_AADHAAR.slice(0, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByTestId('not-saved');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('Aadhaar number is not valid');
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith(API))).toBe(false);
  });

  it("shows a 400's field errors at the fields and in the alert", async () => {
    stubServer((url, init) =>
      url === API && init?.method === 'POST'
        ? jsonResponse(
            {
              message: 'Place of signing: not a place we know',
              errors: { 'data.declaration.place': ['Not a place we know'] },
            },
            400,
          )
        : undefined,
    );
    render(`${BASE}/individual/N/apply`);
    const place = await screen.findByRole('textbox', { name: /Place of signing/ });
    await userEvent.type(place, 'Xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Place of signing: not a place we know')).toBeInTheDocument();
    expect(screen.getByText('Not a place we know')).toBeInTheDocument();
    expect(place).toHaveAttribute('aria-invalid', 'true');
    // Correcting the field takes the server's message away.
    await userEvent.type(place, 'a');
    expect(screen.queryByText('Not a place we know')).not.toBeInTheDocument();
  });

  it('resumes a draft by id and goes to pre-submit on save and continue', async () => {
    const data = {
      ...emptyApplication(),
      title: 'Smt',
      firstName: 'Asha',
      lastName: 'Patil',
      mobile: '9876543210',
      gender: 'F' as const,
    };
    const fetch = stubServer((url, init) => {
      if (url === `${API}/7` && (!init?.method || init.method === 'GET'))
        return jsonResponse(panDetail({ id: 7, tokenNo: 'PT0000000007', data }));
      if (url === `${API}/7` && init?.method === 'PUT')
        return jsonResponse(panDetail({ id: 7, tokenNo: 'PT0000000007', data: body(init).data }));
      return undefined;
    });
    const { router } = render(`${BASE}/individual/N/apply/7`);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    expect(screen.getByRole('radio', { name: 'Smt' })).toBeChecked();
    expect(screen.getByTestId('form-token')).toHaveTextContent('PT0000000007');
    await userEvent.type(screen.getByRole('textbox', { name: /Place of signing/ }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Pre-submit page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/pre-submit/7`);
    const [, put] = fetch.mock.calls.find(([u, i]) => u === `${API}/7` && i?.method === 'PUT')!;
    expect(body(put).data).toMatchObject({ firstName: 'Asha', declaration: { place: 'Pune' } });
  });

  it('goes to the section a fix link names and shows its problems', async () => {
    stubServer((url) => (url === `${API}/7` ? jsonResponse(panDetail({ id: 7 })) : undefined));
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    render(`${BASE}/individual/N/apply/7#section-proofs`);
    const section = await screen.findByRole('region', { name: 'Proofs' });
    await waitFor(() => expect(scroll.mock.contexts).toContain(section));
    expect(within(section).getByText('Proof of identity is required')).toBeInTheDocument();
    scroll.mockRestore();
  });

  it('sends a submitted application to its info page', async () => {
    stubServer((url) =>
      url === `${API}/9`
        ? jsonResponse(
            panDetail({ id: 9, tokenNo: 'PT0000000009', state: 'waiting', stateLabel: 'Waiting for verification' }),
          )
        : undefined,
    );
    render(`${BASE}/individual/N/apply/9`);
    expect(await screen.findByText('This application can no longer be edited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application PT0000000009' })).toHaveAttribute(
      'href',
      `${BASE}/info/9`,
    );
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('says so when the draft does not exist', async () => {
    stubServer((url) => (url === `${API}/99` ? jsonResponse({ message: 'No such application.' }, 404) : undefined));
    render(`${BASE}/individual/N/apply/99`);
    expect(await screen.findByText('No such application.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubServer();
    const { router } = render(`${BASE}/individual/N/apply`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ravi');
    await userEvent.click(screen.getByRole('link', { name: 'Change category' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the form' }));
    expect(router.state.location.pathname).toBe(`${BASE}/individual/N/apply`);
    await userEvent.click(screen.getByRole('link', { name: 'Change category' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Choose category' })).toBeInTheDocument();
  });
});
