import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { routes } from '../../router';

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:captcha');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const svg = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });

function server(answer: () => Response) {
  return stubServer((url, init) => {
    if (url === '/api/auth/register/options')
      return jsonResponse({
        idTypes: [
          { label: 'NSDL PAN ID', value: '1' },
          { label: 'UTI PSA ID', value: '2' },
        ],
      });
    if (url === '/api/captcha') return svg();
    if (url === '/api/auth/register' && init?.method === 'POST') return answer();
    return undefined;
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string, search?: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  if (search) await user.paste(search);
  // jsdom never finishes Mantine's open transition, so the options stay display:none there.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Paste rather than type: one change per field keeps a 16-field form inside the test timeout. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText(/^First name/, {}, LAZY);
  await fill(user, /^First name/, 'Asha');
  await fill(user, /^Last name/, 'Patil');
  await fill(user, /^Father's name/, 'Suresh Patil');
  await fill(user, /^Date of birth/, '15/08/1990');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await fill(user, /^Mobile number/, '9876543210');
  await fill(user, /^Email address/, 'asha@example.com');
  await fill(user, /^Shop or business name/, 'Asha Seva Kendra');
  await pick(user, /^ID type you want/, 'UTI PSA ID');
  await fill(user, /^Address line 1/, 'Shop 2, Market Yard');
  await fill(user, /^District or city/, 'Nashik');
  await pick(user, /^State or union territory/, 'Maharashtra', 'Mahar');
  await fill(user, /^PIN code/, '422001');
  await fill(user, /^Captcha/, 'x7k2p');
}

// A 16-field form typed through user-event is slow on a busy 2-core machine.
describe('registration page', { timeout: 60_000 }, () => {
  it('checks fields as they are typed, with the contract’s messages, before calling the server', async () => {
    const user = userEvent.setup();
    const fetch = server(() => jsonResponse({}));
    renderRoutes(routes, '/auth/register');
    const mobile = await screen.findByLabelText(/^Mobile number/, {}, LAZY);
    await user.type(mobile, '12345');
    await user.tab();
    // The rules load on the form's first focus (register-checks.ts), a first import as slow as a lazy route's.
    expect(
      await screen.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9', {}, LAZY),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText(/Please correct the \d+ fields marked in red/)).toBeInTheDocument();
    expect(screen.getByText('Choose a state or union territory')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === '/api/auth/register')).toBe(false);
  });

  it('shows the server’s field errors from a 400 beside the fields, with a new captcha', async () => {
    const user = userEvent.setup();
    const fetch = server(() =>
      jsonResponse(
        {
          message: 'A merchant with this mobile number already exists.',
          errors: {
            mobileNo: ['This mobile number is already registered'],
            emailId: ['This email address is already registered'],
          },
        },
        400,
      ),
    );
    renderRoutes(routes, '/auth/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A merchant with this mobile number already exists.');
    expect(screen.getByText('This mobile number is already registered')).toBeInTheDocument();
    expect(screen.getByText('This email address is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    // The answer was spent: the box is empty and a second picture was asked for.
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => u === '/api/captcha')).toHaveLength(2));

    const body = JSON.parse(fetch.mock.calls.find(([u]) => u === '/api/auth/register')![1]!.body as string);
    expect(body).toMatchObject({
      fName: 'Asha',
      lName: 'Patil',
      fatherName: 'Suresh Patil',
      gender: 'F',
      dob: '1990-08-15',
      mobileNo: '9876543210',
      emailId: 'asha@example.com',
      idType: 2,
      state: 'Maharashtra',
      pin: '422001',
      captcha: 'x7k2p',
    });

    // Correcting the field clears the server's message for it.
    await user.type(screen.getByLabelText(/^Mobile number/), '{Backspace}1');
    expect(screen.queryByText('This mobile number is already registered')).toBeNull();
  });

  it('shows the reference number and what happens next on success', async () => {
    const user = userEvent.setup();
    server(() =>
      jsonResponse({
        refNo: 'REG2611210007',
        dated: '2026-11-21T05:30:00.000Z',
        message: 'Thank you. Your registration reference number is REG2611210007.',
      }),
    );
    renderRoutes(routes, '/auth/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));

    expect(await screen.findByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
    expect(screen.getByTestId('registration-ref-no')).toHaveTextContent('REG2611210007');
    expect(screen.getByRole('button', { name: 'Copy reference number' })).toBeInTheDocument();
    const next = screen.getByRole('heading', { name: 'What happens next' }).parentElement!;
    expect(within(next).getByText(/asha@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to sign in/ })).toHaveAttribute('href', '/auth/login');
  });
});
