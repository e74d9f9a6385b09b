import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/data-table';
import { ApiError } from '../../api/client';
import { AadhaarValue } from './AadhaarValue';

const net = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { get: vi.fn(), post: net.post, put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

afterEach(() => {
  vi.useRealTimers();
  net.post.mockReset();
});

const PATH = '/backend/actions/uti-pan/psa/7/reveal-aadhaar';

describe('AadhaarValue', () => {
  it("shows the shop's own number grouped, with no Show button", () => {
    renderAt(<AadhaarValue value="234123412346" />, '/');
    expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('2341 2341 2346');
    expect(screen.queryByRole('button', { name: /show the full/i })).toBeNull();
  });

  it('shows a masked number without Show where no reveal is offered (the merchant)', () => {
    renderAt(<AadhaarValue value="XXXX XXXX 2346" />, '/');
    expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('XXXX XXXX 2346');
    expect(screen.queryByRole('button', { name: /show the full/i })).toBeNull();
  });

  it('asks why, sends the reason, shows the number for a minute, then masks it again', async () => {
    net.post.mockResolvedValue({ aadhaar: '234123412346', field: 'aadhaar', seconds: 60 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<AadhaarValue value="XXXX XXXX 2346" revealPath={PATH} />, '/');
    await user.click(screen.getByRole('button', { name: /show the full aadhaar number/i }));
    await user.click(await screen.findByRole('button', { name: /show for one minute/i }));
    expect(await screen.findByText(/at least 5 characters/i)).toBeInTheDocument();
    expect(net.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/why do you need it/i), 'Keying into NSDL');
    await user.click(screen.getByRole('button', { name: /show for one minute/i }));
    await waitFor(() => expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('2341 2341 2346'));
    expect(net.post).toHaveBeenCalledWith(PATH, { field: 'aadhaar', reason: 'Keying into NSDL' });

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('2341 2341 2346');
    await act(async () => vi.advanceTimersByTime(31_000));
    expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('XXXX XXXX 2346');
  });

  it("says the server's refusal under the reason", async () => {
    net.post.mockRejectedValue(new ApiError(403, { message: 'You may not do this.' }));
    const user = userEvent.setup();
    renderAt(<AadhaarValue value="XXXX XXXX 2346" revealPath={PATH} />, '/');
    await user.click(screen.getByRole('button', { name: /show the full aadhaar number/i }));
    await user.type(await screen.findByLabelText(/why do you need it/i), 'Keying into NSDL');
    await user.click(screen.getByRole('button', { name: /show for one minute/i }));
    expect(await screen.findByText(/you may not do this/i)).toBeInTheDocument();
    expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('XXXX XXXX 2346');
  });
});
