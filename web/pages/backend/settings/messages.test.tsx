import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MessageRow } from '../../../../contract/messaging';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MessagesPage from './messages';

const LIST = '/api/backend/messages/list';
const URL_ = '/backend/settings/messages';

const row = (over: Partial<MessageRow>): MessageRow => ({
  id: 1,
  created_at: '2026-11-29 10:15',
  request_ref: 'PT0000000001',
  language: 'en',
  recipient: 'XXXXXX3210',
  channel: 'sms',
  template: 'topup_credited',
  state: 'sent',
  provider: 'dlt_sms',
  provider_message_id: 'SMS1000',
  attempts: 1,
  provider_answer: '{"type":"success"}',
  sent_at: '2026-11-29 10:16',
  ...over,
});

beforeEach(() => sessionStorage.clear());

describe('Setting › Messages (admin)', () => {
  it('lists each message masked to its last four digits, a sandbox one marked as a test', async () => {
    signIn({ role: 'admin' });
    stubServer((url) =>
      url === LIST
        ? jsonResponse({
            data: [
              row({}),
              row({
                id: 2,
                request_ref: 'PT0000000002',
                channel: 'whatsapp',
                provider: 'sandbox',
                provider_message_id: 'sandbox-x',
                provider_answer: 'sandbox: not sent to any phone: Your application PT0000000002 has been verified.',
                state: 'sent',
              }),
              row({
                id: 3,
                request_ref: 'PT0000000003',
                provider_message_id: '',
                state: 'failed',
                provider_answer: 'Invalid OAuth access token',
                sent_at: null,
              }),
            ],
            totalRecords: 3,
            filterRecords: 3,
          })
        : undefined,
    );
    renderRoutes([{ path: URL_, element: <MessagesPage /> }], URL_);
    const sms = within((await screen.findByText('PT0000000001')).closest('tr')!);
    expect(sms.getByText('XXXXXX3210')).toBeInTheDocument();
    expect(sms.getByText('SMS gateway')).toBeInTheDocument();
    expect(sms.getByText('29-Nov-2026 10:15')).toBeInTheDocument();
    // The provider's id waits in the columns menu; the sandbox's answer is the words a phone would have shown.
    expect(screen.queryByText('SMS1000')).not.toBeInTheDocument();
    const test = within(screen.getByText('PT0000000002').closest('tr')!);
    expect(test.getByText(/has been verified/)).toBeInTheDocument();
    expect(test.getByText('Test (sandbox)')).toBeInTheDocument();
    expect(test.getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText('Invalid OAuth access token').closest('tr')).toHaveTextContent('Failed');
    expect(screen.getByText(/Messages sent to the sandbox are tests/)).toBeInTheDocument();
    expect(screen.queryByText('9876543210')).not.toBeInTheDocument();
  });

  it('tells back-office staff that only the administrator sees it, and asks the server nothing', async () => {
    signIn({ role: 'staff' });
    const fetch = stubServer();
    renderRoutes([{ path: URL_, element: <MessagesPage /> }], URL_);
    expect(await screen.findByText('Only the administrator sees the messages.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith(LIST))).toBe(false);
  });
});
