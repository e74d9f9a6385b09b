import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { NotificationList } from '../../../contract/notifications';
import { setLocale } from '../../i18n';
import { renderAt } from '../../test/data-table';
import { notPseudo } from '../../test/pseudo';
import { NotificationPanel } from './NotificationPanel';

const MIN = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
// The titles and texts are the server's (they carry their own language); the panel's words are the catalogue's.
const LIST: NotificationList = {
  unread: 1,
  items: [
    {
      id: 2,
      title: 'T-new',
      text: 'x-new',
      link: '/merchant',
      tone: 'good',
      count: 1,
      createdAt: ago(5 * MIN),
      readAt: null,
    },
    { id: 1, title: 'T-old', text: '', link: '', tone: 'info', count: 1, createdAt: ago(10_000), readAt: ago(5_000) },
  ],
};

const panel = (list: NotificationList | undefined) =>
  renderAt(
    <NotificationPanel
      list={list}
      loading={false}
      failed={false}
      onOpen={() => {}}
      onMarkAll={() => {}}
      markingAll={false}
    />,
    '/',
  );

afterEach(async () => {
  await setLocale('en');
});

describe('the notifications panel in Hindi (decision 0075)', () => {
  it('says its heading, its button, the time and the unread mark in Hindi', async () => {
    await setLocale('hi');
    panel(LIST);
    expect(screen.getByRole('heading', { name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सब पढ़ा हुआ करें' })).toBeEnabled();
    const items = within(screen.getByRole('list', { name: 'नई सूचनाएँ' })).getAllByTestId('notification-item');
    expect(items.map((li) => li.textContent)).toEqual(['T-newx-new5 मिनट पहले(नहीं पढ़ा)', 'T-oldअभी-अभी']);
  });

  it('says in Hindi when there is nothing yet', async () => {
    await setLocale('hi');
    panel({ unread: 0, items: [] });
    expect(screen.getByText('अभी कोई सूचना नहीं है')).toBeInTheDocument();
  });
});

describe('the notifications panel in pseudo-English', () => {
  it('takes every word of its own from the catalogue', async () => {
    await setLocale('en-XA');
    panel(LIST);
    // Data: the server's titles and texts, Intl's relative time ('5 minutes ago', English for en-XA), the date.
    const isData = (text: string) =>
      /^(?:T|x)-(?:new|old)$/.test(text) || text === '5 minutes ago' || /^\d\d-\w{3}-\d{4} \d\d:\d\d$/.test(text);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
