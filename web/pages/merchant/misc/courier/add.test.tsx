import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import { CANDIDATES } from '../../../../test/courier-candidates';
import MerchantCourierAddPage from './add';

const SUBMIT = '/api/merchant/misc/courier';

function render() {
  return renderRoutes(
    [
      { path: '/merchant/misc/courier/add', element: <MerchantCourierAddPage /> },
      { path: '/merchant/misc/courier/:id', element: <h1>Courier page</h1> },
    ],
    '/merchant/misc/courier/add',
  );
}

function server(answer?: () => Response) {
  return stubServer((url, init) => {
    if (url === '/api/merchant/misc/courier/candidates') return jsonResponse(CANDIDATES);
    if (url === SUBMIT && init?.method === 'POST')
      return answer?.() ?? jsonResponse({ id: 9, company: 'DTDC', docketNo: 'D1234', items: 2 });
    return undefined;
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('PN2500011');
  await fill(user, /^Courier company/, 'DTDC');
  await fill(user, /^Docket number/, 'd1234');
  await fill(user, /^Dispatch date/, dayjs().format('DD/MM/YYYY'));
  await fill(user, /^Remarks/, 'Two signed forms');
  await user.click(screen.getByRole('checkbox', { name: 'Select all applications' }));
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('courier add form', () => {
  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const fetch = server();
    render();
    await screen.findByText('PN2500011');
    await user.click(screen.getByRole('button', { name: 'Save courier' }));
    expect(await screen.findByText('Enter the courier company')).toBeInTheDocument();
    expect(screen.getByText('Enter the docket number')).toBeInTheDocument();
    expect(screen.getByText('Enter the dispatch date')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one application')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Courier company/ })).toHaveAttribute('aria-invalid', 'true');

    await fill(user, /^Docket number/, 'AB 12/3');
    await user.click(screen.getByRole('button', { name: 'Save courier' }));
    expect(await screen.findByText('Only letters, digits and -')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u, init]) => u === SUBMIT && init?.method === 'POST')).toBe(false);
  });

  it('sends the courier with the ticked applications and opens its page', async () => {
    const user = userEvent.setup();
    const fetch = server();
    const { router } = render();
    await fillValidForm(user);
    expect(screen.getByText('2 of 2 chosen (at most 200)')).toBeInTheDocument();
    // Untick one and tick it again: the order of the list is kept.
    await user.click(screen.getByRole('checkbox', { name: 'Include PN2500011' }));
    expect(screen.getByRole('checkbox', { name: 'Select all applications' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Include PN2500011' }));
    await user.click(screen.getByRole('button', { name: 'Save courier' }));

    expect(await screen.findByRole('heading', { name: 'Courier page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/misc/courier/9');
    const [, init] = fetch.mock.calls.find(([u, i]) => u === SUBMIT && i?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      company: 'DTDC',
      docketNo: 'D1234',
      dispatchDate: dayjs().format('YYYY-MM-DD'),
      applicationIds: [11, 12],
      remarks: 'Two signed forms',
    });
  });

  it('shows the server’s refusal in the red alert and beside the field', async () => {
    const user = userEvent.setup();
    server(() =>
      jsonResponse(
        {
          message: 'A courier with docket number D1234 from DTDC is already recorded. Check the docket number.',
          errors: { docketNo: ['This docket number is already recorded for this courier company'] },
        },
        409,
      ),
    );
    const { router } = render();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Save courier' }));
    const message = await screen.findByText(
      'A courier with docket number D1234 from DTDC is already recorded. Check the docket number.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('This docket number is already recorded for this courier company')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Docket number/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(router.state.location.pathname).toBe('/merchant/misc/courier/add');
  });
});
