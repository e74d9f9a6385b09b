import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllowedAction } from '../../../contract/requests';
import { renderAt } from '../../test/data-table';
import { DecisionBar } from './DecisionBar';

const act = (action: string, label: string, over: Partial<AllowedAction> = {}): AllowedAction => ({
  action,
  label,
  remark: 'none',
  danger: false,
  input: null,
  ...over,
});

const PICK_UP = act('pick_up', 'Pick up');
const QUERY = act('raise_query', 'Raise query', { remark: 'required' });
const COMPLETE = act('complete', 'Complete', { input: 'arn' });
const REJECT = act('reject', 'Reject', { remark: 'required', danger: true });
const WITHDRAW = act('withdraw', 'Withdraw', { danger: true });

const render = (ui: React.ReactNode) => renderAt(ui, '/');

describe('DecisionBar', () => {
  it('draws what the server allows: a move without a remark is a button that moves at once', async () => {
    const onMove = vi.fn();
    render(<DecisionBar actions={[PICK_UP]} submitting={false} onMove={onMove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(onMove).toHaveBeenCalledWith('pick_up', undefined);
  });

  it('asks for the reason of a move that needs one, and sends it trimmed', async () => {
    const onMove = vi.fn();
    render(
      <DecisionBar
        actions={[QUERY]}
        submitting={false}
        onMove={onMove}
        looks={{ raise_query: { fieldLabel: 'Query for the merchant' } }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Raise query' });
    await userEvent.click(within(form).getByRole('button', { name: 'Raise query' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/Query for the merchant/), '  Send the rent agreement  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Raise query' }));
    expect(onMove).toHaveBeenCalledWith('raise_query', 'Send the rent agreement');
  });

  it('puts several forms in tabs, the first open, and leaves an input to the page', async () => {
    render(
      <DecisionBar
        actions={[QUERY, COMPLETE, REJECT]}
        submitting={false}
        onMove={vi.fn()}
        renderInput={(a) => <p>{`ARN form for ${a.action}`}</p>}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Raise query', 'Complete', 'Reject']);
    expect(screen.getByRole('form', { name: 'Raise query' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Complete' }));
    expect(screen.getByText('ARN form for complete')).toBeVisible();
  });

  it('confirms a danger move before making it, and makes nothing when the reader goes back', async () => {
    const onMove = vi.fn();
    render(<DecisionBar actions={[WITHDRAW, REJECT]} submitting={false} onMove={onMove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(onMove).not.toHaveBeenCalled();
    // The dialog hands the focus back to the button that opened it as it finishes closing: typed before that, the
    // reason's last letters went to the button on a loaded machine (CI), as they would for a reader that quick.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus());

    const form = screen.getByRole('form', { name: 'Reject' });
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Wrong PAN');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject?' })).getByRole('button', { name: 'Yes, reject' }),
    );
    expect(onMove).toHaveBeenCalledWith('reject', 'Wrong PAN');
  });

  it("skips the confirmation when the screen's look says so", async () => {
    const onMove = vi.fn();
    render(
      <DecisionBar
        actions={[WITHDRAW]}
        looks={{ withdraw: { label: 'Withdraw request', confirm: false } }}
        submitting={false}
        onMove={onMove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(onMove).toHaveBeenCalledWith('withdraw', undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers only the actions the screen names, in its order, and says so when none is allowed', () => {
    const { unmount } = render(
      <DecisionBar
        actions={[REJECT, PICK_UP, QUERY]}
        only={['raise_query', 'reject']}
        submitting={false}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Raise query', 'Reject']);
    expect(screen.queryByRole('button', { name: 'Pick up' })).not.toBeInTheDocument();
    unmount();
    render(
      <DecisionBar
        actions={[PICK_UP]}
        only={['complete']}
        submitting={false}
        onMove={vi.fn()}
        empty={<p>Nothing to decide</p>}
      />,
    );
    expect(screen.getByText('Nothing to decide')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
