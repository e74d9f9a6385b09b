import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n';
import { renderAt } from '../../test/data-table';
import { notPseudo } from '../../test/pseudo';
import { AadhaarValue } from './AadhaarValue';

const net = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { get: vi.fn(), post: net.post, put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const PATH = '/backend/actions/uti-pan/psa/7/reveal-aadhaar';

afterEach(async () => {
  net.post.mockReset();
  await setLocale('en');
});

describe('the Aadhaar reveal in Hindi (decision 0075)', () => {
  it('asks why in Hindi, and says in Hindi when the number hides again', async () => {
    await setLocale('hi');
    net.post.mockResolvedValue({ aadhaar: '234123412346', field: 'aadhaar', seconds: 60 });
    renderAt(<AadhaarValue value="XXXX XXXX 2346" revealPath={PATH} />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'पूरा आधार नंबर दिखाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'पूरा आधार नंबर दिखाएँ' });
    expect(within(dialog).getByText(/XXXX XXXX 2346 का पूरा नंबर एक मिनट के लिए दिखेगा/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('आपको यह क्यों चाहिए?'), 'Keying into NSDL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'एक मिनट के लिए दिखाएँ' }));
    await waitFor(() => expect(screen.getByTestId('aadhaar-aadhaar')).toHaveTextContent('2341 2341 2346'));
    expect(screen.getByText(/सेकंड में फिर छिप जाएगा$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'छिपाएँ' })).toBeInTheDocument();
  });
});

describe('the Aadhaar reveal in pseudo-English', () => {
  it('takes every word of the button and its dialog from the catalogue', async () => {
    await setLocale('en-XA');
    renderAt(<AadhaarValue value="XXXX XXXX 2346" revealPath={PATH} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /^\[Šĥöŵ ţĥé ƒûļļ/ }));
    await screen.findByRole('dialog');
    expect(notPseudo(document.body, (text) => text === 'XXXX XXXX 2346')).toEqual([]);
  });
});
