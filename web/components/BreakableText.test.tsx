import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DetailList as AccountDetails } from './account/DetailList';
import { DetailList as UserDetails } from './user-management/DetailList';

const EMAIL = 'priya.sharma.accounts@example.in';

/** The text between break opportunities: where the line may wrap. */
const pieces = (el: HTMLElement) => el.innerHTML.split('<wbr>');

describe('long e-mails in read-only panels', () => {
  it('wrap after @ and dots, never inside a word, and read the same', () => {
    render(
      <MantineProvider>
        <AccountDetails items={[{ label: 'Email', value: EMAIL, testId: 'account-email' }]} />
        <UserDetails items={[{ label: 'Email ID', value: EMAIL }]} />
      </MantineProvider>,
    );
    const account = screen.getByTestId('account-email');
    const user = screen.getByText((_, el) => el?.tagName === 'DD' && el !== account && el.textContent === EMAIL);
    for (const dd of [account, user]) {
      expect(dd).toHaveTextContent(EMAIL, { normalizeWhitespace: false });
      expect(pieces(dd)).toEqual(['priya.', 'sharma.', 'accounts@', 'example.', 'in']);
    }
  });

  it('leaves short values and non-text values alone', () => {
    render(
      <MantineProvider>
        <AccountDetails
          items={[
            { label: 'Mobile', value: '9822012345', testId: 'mobile' },
            { label: 'Empty', value: '', testId: 'empty' },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('mobile').innerHTML).toBe('9822012345');
    expect(screen.getByTestId('empty')).toHaveTextContent('--');
  });
});
