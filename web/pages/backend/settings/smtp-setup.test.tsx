import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail, SmtpSettingsView } from '../../../../contract/mail';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import { routes } from '../../../router';

const PATH = '/api/backend/settings/smtp-setup';

const CONFIGURED: SmtpSettingsView = {
  configured: true,
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  userName: 'mailer',
  hasPassword: true,
  fromAddress: 'no-reply@example.com',
};

const MAIL: OutboxMail = {
  id: 11,
  toAddress: 'ravi@example.com',
  subject: 'Your registration REG-1 is approved',
  body: 'Dear Ravi,\n\nYour user name is 9876543210.\n',
  status: 'outbox',
  error: null,
  createdAt: '2024-03-05T10:15:00.000Z',
  sentAt: null,
};

function server(testAnswer: () => Response, view: SmtpSettingsView = CONFIGURED) {
  return stubServer((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === `GET ${PATH}`) return jsonResponse(view);
    if (key === `GET ${PATH}/outbox`) return jsonResponse([MAIL]);
    if (key === `POST ${PATH}/test`) return testAnswer();
    if (key === `POST ${PATH}/outbox/send`)
      return jsonResponse({ sent: 1, failed: 0, message: '1 of 1 waiting mails sent.' });
    if (key === `PUT ${PATH}`)
      return jsonResponse({ ...view, ...JSON.parse(init!.body as string), configured: true, hasPassword: true });
    return undefined;
  });
}

async function open() {
  const view = renderRoutes(routes, '/backend/settings/smtp-setup');
  await screen.findByRole('heading', { name: 'SMTP Setup' }, LAZY);
  await screen.findByRole('form', { name: 'Send test mail' }, LAZY);
  return view;
}

async function sendTest(to: string) {
  const form = screen.getByRole('form', { name: 'Send test mail' });
  await userEvent.type(within(form).getByLabelText('Send to'), to);
  await userEvent.click(within(form).getByRole('button', { name: 'Send test mail' }));
  return form;
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('SMTP setup', () => {
  it("shows the SMTP server's answer in green when the test mail went out", async () => {
    const fetch = server(() =>
      jsonResponse({ ok: true, message: 'Sent. The server answered: 250 2.0.0 Ok: queued as 4F2A1' }),
    );
    await open();
    const form = await sendTest('admin@example.com');
    const answer = await within(form).findByText('Sent. The server answered: 250 2.0.0 Ok: queued as 4F2A1');
    expect(within(form).getByText('Test mail sent')).toBeInTheDocument();
    expect(answer.closest('.mantine-Alert-root')).toHaveAttribute('data-variant', 'light');
    expect(answer.closest('.mantine-Alert-root')?.getAttribute('style') ?? '').toContain('green');
    const call = fetch.mock.calls.find(([u, i]) => u === `${PATH}/test` && i?.method === 'POST');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ to: 'admin@example.com' });
  });

  it("shows the SMTP server's refusal in red", async () => {
    server(() => jsonResponse({ ok: false, message: 'Not sent: Invalid login: 535 5.7.8 Authentication failed' }));
    await open();
    const form = await sendTest('admin@example.com');
    const answer = await within(form).findByText('Not sent: Invalid login: 535 5.7.8 Authentication failed');
    expect(within(form).getByText('Test mail not sent')).toBeInTheDocument();
    expect(answer.closest('.mantine-Alert-root')?.getAttribute('style') ?? '').toContain('red');
  });

  it('checks the address before asking the server', async () => {
    const fetch = server(() => jsonResponse({ ok: true, message: 'Sent.' }));
    await open();
    const form = await sendTest('not-an-email');
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${PATH}/test`)).toBe(false);
  });

  it('explains the outbox when SMTP is not configured and opens a held mail', async () => {
    server(() => jsonResponse({ ok: false, message: 'SMTP is not configured yet: save the settings first.' }), {
      configured: false,
      host: '',
      port: 587,
      security: 'starttls',
      userName: '',
      hasPassword: false,
      fromAddress: '',
    });
    await open();
    expect(screen.getByText('SMTP is not configured')).toBeInTheDocument();
    const row = await screen.findByText('Your registration REG-1 is approved');
    expect(within(row.closest('tr')!).getByText('In outbox')).toBeInTheDocument();
    expect(screen.queryByText(/Your user name is 9876543210/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the mail "Your registration REG-1 is approved"' }));
    expect(await screen.findByText(/Your user name is 9876543210/)).toBeInTheDocument();
  });

  it('sends the mail that waited in the outbox and says how it went', async () => {
    server(() => jsonResponse({ ok: true, message: 'Sent.' }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send waiting mail' }));
    expect(await screen.findByText('1 of 1 waiting mails sent.')).toBeInTheDocument();
  });

  it('saves the settings, keeping the stored password when the field is left empty', async () => {
    const fetch = server(() => jsonResponse({ ok: true, message: 'Sent.' }));
    await open();
    const form = screen.getByRole('form', { name: 'SMTP settings' });
    const host = within(form).getByLabelText(/Host/);
    await userEvent.clear(host);
    await userEvent.type(host, 'mail.example.in');
    await userEvent.selectOptions(within(form).getByLabelText('Security'), 'tls');
    expect(within(form).getByLabelText(/Port/)).toHaveValue('465');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => u === PATH && i?.method === 'PUT')).toBe(true));
    const call = fetch.mock.calls.find(([u, i]) => u === PATH && i?.method === 'PUT');
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      host: 'mail.example.in',
      port: 465,
      security: 'tls',
      userName: 'mailer',
      password: '',
      fromAddress: 'no-reply@example.com',
    });
  });
});
