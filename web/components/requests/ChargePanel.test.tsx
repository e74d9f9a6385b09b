import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/data-table';
import { AnswersCheck } from './ChargePanel';

const PROBLEMS = [
  { section: 'name', message: 'Enter the last name' },
  { section: 'address', message: 'Enter the PIN code' },
  { section: 'name', message: 'Enter the first name' },
] as const;

describe('AnswersCheck', () => {
  it('lists one line per section with its first problem, how many more, and a link to fix it', () => {
    renderAt(
      <AnswersCheck
        title="Details"
        problems={PROBLEMS}
        fixLink={(s) => `/form#section-${s}`}
        sectionName={(s) => (s === 'name' ? 'Name' : 'Address')}
      />,
      '/',
    );
    expect(screen.getByTestId('check')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByText('3 answers need attention:')).toBeInTheDocument();
    const items = within(screen.getByTestId('problem-list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Name: Enter the last name (and 1 more) Fix',
      'Address: Enter the PIN code Fix',
    ]);
    expect(screen.getByRole('link', { name: 'Fix Address' })).toHaveAttribute('href', '/form#section-address');
  });

  it('says every answer is filled in when there is no problem', () => {
    renderAt(<AnswersCheck title="Details" problems={[]} fixLink={() => '/form'} />, '/');
    expect(screen.getByTestId('check')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByText('Every answer is filled in.')).toBeInTheDocument();
    expect(screen.queryByTestId('problem-list')).not.toBeInTheDocument();
  });
});
