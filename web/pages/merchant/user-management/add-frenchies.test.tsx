import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import AddMemberPage from './add-frenchies';

const CREATE = '/api/merchant/user-management/members';
type User = ReturnType<typeof userEvent.setup>;

function render() {
  return renderRoutes(
    [
      { path: '/merchant/user-management/add-frenchies', element: <AddMemberPage /> },
      { path: '/merchant/user-management/view-frenchies/:id', element: <h1>Member page</h1> },
    ],
    '/merchant/user-management/add-frenchies',
  );
}

function server(answer?: () => Response) {
  return stubServer((url, init) => {
    if (url === CREATE && init?.method === 'POST')
      return answer?.() ?? jsonResponse({ id: 42, code: 'PM1042', userName: 'sunita.j', displayName: 'Sunita Jadhav' });
    return undefined;
  });
}

/** Paste rather than type: one change per field keeps a 13-field form inside the test timeout. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillForm(user: User, over: { confirm?: string } = {}) {
  await fill(user, /^Name/, 'Sunita Jadhav');
  await fill(user, /^User name/, 'sunita.j');
  await fill(user, /^Email/, 'Sunita@Example.in');
  await fill(user, /^Mobile/, '9822012345');
  await fill(user, /^Password/, 'Franchise-pass-7');
  await fill(user, /^Confirm password/, over.confirm ?? 'Franchise-pass-7');
  await fill(user, /^Shop name/, 'Jadhav Xerox');
  await fill(user, /^Address line 1/, 'Shop 4, Laxmi Road');
  await fill(user, /^District or city/, 'Pune');
  await user.click(screen.getByRole('textbox', { name: /^State or union territory/ }));
  await user.paste('Mahar');
  // jsdom never finishes Mantine's open transition, so the options stay display:none there.
  await user.click(await screen.findByRole('option', { name: 'Maharashtra', hidden: true }));
  await fill(user, /^PIN code/, '411030');
}

const posted = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([u, init]) => u === CREATE && init?.method === 'POST');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Add Member', { timeout: 60_000 }, () => {
  it('checks the fields before sending, including the repeated password', async () => {
    const user = userEvent.setup();
    const fetch = server();
    render();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(screen.getByText('Choose a state or union territory')).toBeInTheDocument();
    expect(screen.getByText('PIN must be 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Shop name/)).toHaveAttribute('aria-invalid', 'true');

    await fillForm(user, { confirm: 'Franchise-pass-8' });
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(posted(fetch)).toHaveLength(0);
  });

  it('sends the member and opens its page', async () => {
    const user = userEvent.setup();
    const fetch = server();
    const { router } = render();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByRole('heading', { name: 'Member page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/user-management/view-frenchies/42');
    expect(await screen.findByText('Sunita Jadhav (PM1042) can now sign in as sunita.j.')).toBeInTheDocument();
    const [[, init]] = posted(fetch);
    expect(JSON.parse(init!.body as string)).toEqual({
      displayName: 'Sunita Jadhav',
      userName: 'sunita.j',
      email: 'sunita@example.in',
      mobile: '9822012345',
      password: 'Franchise-pass-7',
      confirmPassword: 'Franchise-pass-7',
      shopName: 'Jadhav Xerox',
      address1: 'Shop 4, Laxmi Road',
      address2: '',
      address3: '',
      district: 'Pune',
      state: 'Maharashtra',
      pin: '411030',
    });
  });

  it('shows a taken user name in the red alert and beside the field', async () => {
    const user = userEvent.setup();
    server(() =>
      jsonResponse({ message: 'This user name is already taken.', errors: { userName: ['Already taken'] } }, 409),
    );
    const { router } = render();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const message = await screen.findByText('This user name is already taken.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Already taken')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^User name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(router.state.location.pathname).toBe('/merchant/user-management/add-frenchies');
  });

  it('tells staff and members the screen is the owner’s', async () => {
    signIn({ role: 'merchant', kind: 'franchise' });
    server();
    render();
    expect(await screen.findByText('For the shop owner only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
  });
});
