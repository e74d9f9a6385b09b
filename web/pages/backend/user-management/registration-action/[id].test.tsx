import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationDetails } from '../../../../../contract/registration';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import { routes } from '../../../../router';

const BASE = '/api/backend/user-management/registration';
const REVIEW_URL = '/backend/user-management/registration-action/7';
const LIST_PATH = '/backend/user-management/registration';

const REG: RegistrationDetails = {
  id: 7,
  refNo: 'REG-2024-000123',
  dated: '2024-03-05T10:15:00.000Z',
  fName: 'Ravi',
  lName: 'Kumar',
  fatherName: 'Suresh Kumar',
  gender: 'M',
  dob: '1990-05-01',
  mobileNo: '9876543210',
  emailId: 'ravi@example.com',
  idName: 'Retailer ID',
  shopName: 'Ravi Digital Seva',
  address1: '12, MG Road',
  address2: 'Near Bus Stand',
  address3: '',
  district: 'Nashik',
  state: 'Maharashtra',
  pin: '422001',
  clientIp: '10.0.0.5',
  status: 'pending',
  remark: null,
};

const APPROVAL = {
  mobileNo: '9876543210',
  pkgs: [
    { label: 'Basic', value: '1' },
    { label: 'Gold', value: '2' },
  ],
  idtypes: [{ label: 'Retailer ID (₹499.00)', value: '3' }],
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The review's server: details, approval details, decisions, and the list the page returns to. */
function server(overrides: Partial<Record<string, Handler>> = {}) {
  const handlers: Record<string, Handler> = {
    [`GET ${BASE}/7`]: () => jsonResponse(REG),
    [`GET ${BASE}/approve/7`]: () => jsonResponse(APPROVAL),
    [`POST ${BASE}/list`]: () => jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 }),
    ...overrides,
  };
  return stubServer((url, init) => handlers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`]?.(init));
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const bodyOf = (fetch: ReturnType<typeof stubServer>, method: string, url: string) => {
  const call = fetch.mock.calls.find(([u, init]) => u === url && init?.method === method);
  return call ? JSON.parse(call[1]!.body as string) : undefined;
};

/** The value shown under a read-only label. */
function detail(label: string): string | null {
  const dt = screen.getAllByText(label).find((el) => el.tagName === 'DT');
  return dt?.nextElementSibling?.textContent ?? null;
}

const approveForm = () => screen.getByRole('form', { name: 'Approve registration' });

async function openReview() {
  const view = renderRoutes(routes, REVIEW_URL);
  await screen.findByRole('heading', { name: 'Registration Verification' }, LAZY);
  await screen.findByText('REG-2024-000123', {}, LAZY);
  return view;
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('registration verification (docs/product.md#registration-review)', () => {
  it('shows the registration read-only with its labels, M as Male and -- for empty', async () => {
    server();
    await openReview();
    expect(detail('Ref No')).toBe('REG-2024-000123');
    expect(detail('First Name')).toBe('Ravi');
    expect(detail('Last Name')).toBe('Kumar');
    expect(detail("Father's Name")).toBe('Suresh Kumar');
    expect(detail('Gender')).toBe('Male');
    expect(detail('Date of Birth')).toBe('01-May-1990');
    expect(detail('Mobile No')).toBe('9876543210');
    expect(detail('Email ID')).toBe('ravi@example.com');
    expect(detail('Shop Name')).toBe('Ravi Digital Seva');
    expect(detail('Address 3')).toBe('--');
    expect(detail('Pincode')).toBe('422001');
    expect(detail('IP Address')).toBe('10.0.0.5');
    // Approve is the default tab.
    expect(screen.getByRole('tab', { name: 'Approve' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reject' })).toHaveAttribute('aria-selected', 'false');
  });

  it.each([
    ['F', 'Female'],
    ['T', 'Female'],
  ])('shows gender %s as %s', async (gender, shown) => {
    server({ [`GET ${BASE}/7`]: () => jsonResponse({ ...REG, gender }) });
    await openReview();
    expect(detail('Gender')).toBe(shown);
  });

  it('offers --Select-- with an empty value first in both selects', async () => {
    server();
    await openReview();
    for (const name of ['Package', 'ID Type']) {
      const select = within(approveForm()).getByRole('combobox', { name: new RegExp(name) }) as HTMLSelectElement;
      await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
      expect(select.options[0].textContent).toBe('--Select--');
      expect(select.options[0].value).toBe('');
      expect(select.value).toBe('');
    }
    const pkg = within(approveForm()).getByRole('combobox', { name: /Package/ }) as HTMLSelectElement;
    expect([...pkg.options].map((o) => o.textContent)).toEqual(['--Select--', 'Basic', 'Gold']);
  });

  it('pre-fills the user name with the mobile number and sets it again when the approval details arrive', async () => {
    const approval = deferred<Response>();
    server({ [`GET ${BASE}/approve/7`]: () => approval.promise });
    await openReview();
    const userName = within(approveForm()).getByLabelText(/User Name/) as HTMLInputElement;
    expect(userName.value).toBe('9876543210');

    await userEvent.clear(userName);
    await userEvent.type(userName, 'ravi.k');
    expect(userName.value).toBe('ravi.k');

    approval.resolve(jsonResponse({ ...APPROVAL, mobileNo: '9876543210' }));
    await waitFor(() => expect(userName.value).toBe('9876543210'));
  });

  it('says Required under ID type, user name and password on an empty submit, and sends nothing', async () => {
    const fetch = server();
    await openReview();
    const form = approveForm();
    // Once the approval details are in, nothing will set the user name again.
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: /ID Type/ }) as HTMLSelectElement).options.length).toBe(2),
    );
    await userEvent.clear(within(form).getByLabelText(/User Name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));

    expect(await within(form).findAllByText('Required')).toHaveLength(3);
    expect(within(form).getByRole('combobox', { name: /ID Type/ })).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText(/User Name/)).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription('Required');
    // docs/product.md#input-rules: packageId is a string with no minimum length.
    expect(within(form).getByRole('combobox', { name: /Package/ })).not.toHaveAccessibleDescription('Required');
    expect(bodyOf(fetch, 'POST', `${BASE}/approve/7`)).toBeUndefined();
  });

  it('shows a 400 in the dismissible red alert with the message and the field messages', async () => {
    server({
      [`POST ${BASE}/approve/7`]: () =>
        jsonResponse(
          {
            message: 'Check the highlighted fields.',
            errors: { packageId: ['Choose a package.'], userName: ['Already taken'] },
          },
          400,
        ),
    });
    const { router } = await openReview();
    const form = approveForm();
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: /ID Type/ }) as HTMLSelectElement).options.length).toBe(2),
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /ID Type/ }), '3');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Strong@Pass1');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check the highlighted fields.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Choose a package.', 'Already taken']);
    expect(router.state.location.pathname).toBe(REVIEW_URL);

    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('approves with the form, shows the overlay meanwhile, and returns to the list', async () => {
    const answer = deferred<Response>();
    const fetch = server({ [`POST ${BASE}/approve/7`]: () => answer.promise });
    const { router } = await openReview();
    const form = approveForm();
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: /Package/ }) as HTMLSelectElement).options.length).toBe(3),
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Package/ }), '2');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /ID Type/ }), '3');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Strong@Pass1');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Please wait while we load your data')).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST', `${BASE}/approve/7`)).toEqual({
      packageId: '2',
      idType: '3',
      userName: '9876543210',
      password: 'Strong@Pass1',
      remark: null,
    });

    answer.resolve(jsonResponse({ message: 'Approved. Merchant M00042 has been created.', code: 'M00042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
    expect(await screen.findByRole('heading', { name: 'Registrations' }, LAZY)).toBeInTheDocument();
  });

  it('requires a Reason on the Reject tab, then rejects and returns to the list', async () => {
    const fetch = server({ [`POST ${BASE}/reject/7`]: () => jsonResponse({ message: 'Rejected.' }) });
    const { router } = await openReview();
    await userEvent.click(screen.getByRole('tab', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject registration' });
    const reason = within(form).getByLabelText(/Reason/);
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST', `${BASE}/reject/7`)).toBeUndefined();

    await userEvent.type(reason, 'Shop address could not be verified');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
    expect(bodyOf(fetch, 'POST', `${BASE}/reject/7`)).toEqual({ remark: 'Shop address could not be verified' });
  });

  it('shows a decided registration with its status and reason instead of the forms', async () => {
    server({ [`GET ${BASE}/7`]: () => jsonResponse({ ...REG, status: 'rejected', remark: 'Duplicate shop' }) });
    await openReview();
    expect(screen.getByText('This registration was rejected.')).toBeInTheDocument();
    expect(detail('Reason')).toBe('Duplicate shop');
    expect(screen.queryByRole('form', { name: 'Approve registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
