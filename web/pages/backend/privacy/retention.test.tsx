import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetentionView } from '../../../../contract/privacy/retention';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import { routes } from '../../../router';

const PATH = '/api/backend/privacy/retention';

const VIEW: RetentionView = {
  documentDays: 90,
  draftDays: 30,
  accessLogDays: 730,
  messageDays: 30,
  updatedAt: '2026-11-20T04:30:00.000Z',
  updatedBy: null,
  lastRun: {
    startedAt: '2026-11-28T03:30:00.000Z',
    finishedAt: '2026-11-28T03:30:02.000Z',
    outcome: 'done',
    summary: {
      applications: 3,
      requests: 1,
      files: 14,
      drafts: 2,
      draftFiles: 5,
      accessLog: 0,
      messages: 12,
      receipts: 1,
    },
    error: null,
  },
};

function server(view: RetentionView = VIEW) {
  return stubServer((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === `GET ${PATH}`) return jsonResponse(view);
    if (key === `PUT ${PATH}`)
      return jsonResponse({ ...view, ...JSON.parse(init!.body as string), updatedBy: 'Administrator' });
    if (key === `POST ${PATH}/run`)
      return jsonResponse({
        message: 'Nothing was past its time: nothing was deleted.',
        view: {
          ...view,
          lastRun: {
            ...view.lastRun!,
            startedAt: '2026-11-28T10:00:00.000Z',
            summary: { applications: 0, requests: 0, files: 0, drafts: 0, draftFiles: 0, accessLog: 0 },
          },
        },
      });
    return undefined;
  });
}

async function open() {
  renderRoutes(routes, '/backend/privacy/retention');
  await screen.findByRole('heading', { name: 'Retention' }, LAZY);
  return screen.findByRole('form', { name: 'Retention settings' }, LAZY);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Setting › Retention', () => {
  it('explains each number and shows what the job did last', async () => {
    server();
    const form = await open();
    expect(within(form).getByLabelText(/Documents of finished applications/)).toHaveValue('90');
    expect(within(form).getByLabelText(/Untouched drafts/)).toHaveValue('30');
    expect(within(form).getByLabelText(/Access log/)).toHaveValue('730');
    expect(within(form).getByLabelText(/SMS and WhatsApp messages/)).toHaveValue('30');
    expect(within(form).getByText(/cut to the last four digits/)).toBeInTheDocument();
    expect(within(form).getByText(/deleted this many days after an application is finished/)).toBeInTheDocument();
    const last = screen.getByTestId('last-run');
    expect(last).toHaveTextContent('Last run 28-Nov-2026 09:00');
    expect(last).toHaveTextContent('Done');
    expect(last).toHaveTextContent(
      'Deleted 14 files of 4 finished applications, 2 untouched drafts (with 5 files) and 0 access-log rows. ' +
        'Cut the mobile numbers of 12 messages and 1 receipt to their last four digits.',
    );
  });

  it('refuses days out of bounds under the field, and saves the days', async () => {
    const fetch = server();
    const form = await open();
    const log = within(form).getByLabelText(/Access log/);
    await userEvent.clear(log);
    await userEvent.type(log, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Days to keep the access log: a whole number from 365 to 3650'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);

    await userEvent.clear(log);
    await userEvent.type(log, '400');
    const docs = within(form).getByLabelText(/Documents of finished applications/);
    await userEvent.clear(docs);
    await userEvent.type(docs, '120');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/by Administrator/)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, i]) => i?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({
      documentDays: 120,
      draftDays: 30,
      accessLogDays: 400,
      messageDays: 30,
    });
  });

  it('runs the job now and shows what it did', async () => {
    server();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('Nothing was past its time: nothing was deleted.', { selector: 'div' }),
    ).toBeVisible();
    expect(screen.getByTestId('last-run')).toHaveTextContent('Last run 28-Nov-2026 15:30');
  });

  it('is for the administrator only', async () => {
    signIn({ role: 'staff', name: 'Back office', sub: 'S00001' });
    const fetch = server();
    renderRoutes(routes, '/backend/privacy/retention');
    expect(await screen.findByText('Administrator only', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === PATH)).toBe(false);
  });
});
