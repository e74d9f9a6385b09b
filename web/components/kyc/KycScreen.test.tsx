import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { routes } from '../../router';
import { KYC_BLANK, KYC_SUBMITTED } from '../../test/kyc';

beforeEach(() => {
  sessionStorage.clear();
  // Uploads go through XMLHttpRequest for progress; without it the client's fetch is used, which the stub sees.
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => vi.unstubAllGlobals());

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('KYC screen', () => {
  it('checks Aadhaar with Verhoeff, submits the form and shows the waiting state', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    let sent: FormData | undefined;
    stubServer((url, init) => {
      if (url === '/api/kyc/me' && init?.method === 'POST') {
        sent = init.body as FormData;
        return jsonResponse(KYC_SUBMITTED);
      }
      if (url === '/api/kyc/me') return jsonResponse(KYC_BLANK);
      return undefined;
    });
    renderRoutes(routes, '/kyc/merchant');
    expect(await screen.findByTestId('kyc-status', {}, LAZY)).toHaveTextContent('KYC not submitted');
    const user = userEvent.setup();
    const aadhaar = screen.getByLabelText(/^Aadhaar number/);
    await user.type(aadhaar, '234567890123');
    await user.tab();
    expect(await screen.findByText('This is not a valid Aadhaar number (check digit)')).toBeInTheDocument();
    await user.clear(aadhaar);
    await user.type(aadhaar, '234567890124');
    expect(aadhaar).toHaveValue('2345 6789 0124');
    expect(screen.queryByText('This is not a valid Aadhaar number (check digit)')).toBeNull();

    await user.type(screen.getByLabelText(/^PAN/), 'abcpe1234f');
    await user.type(screen.getByLabelText(/^Bank name/), 'State Bank of India');
    await user.type(screen.getByLabelText(/^Account holder name/), 'Ravi Sharma');
    await user.type(screen.getByLabelText(/^Account number/), '001234567890');
    await user.type(screen.getByLabelText(/^Confirm account number/), '001234567890');
    await user.type(screen.getByLabelText(/^IFSC/), 'sbin0001234');
    // Mantine's FileInput is a button over a hidden file input, in the order of the form.
    const [proof, photo, shop] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(proof).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(photo).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(proof, file('bill.pdf', 'application/pdf'));
    await user.upload(photo, file('me.jpg', 'image/jpeg'));
    await user.upload(shop, file('shop.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));

    await waitFor(() => expect(screen.getByTestId('kyc-status')).toHaveTextContent('Waiting for review'));
    expect(screen.getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit KYC' })).toBeNull();
    expect(sent!.get('aadhaarNo')).toBe('234567890124');
    expect(sent!.get('panNo')).toBe('ABCPE1234F');
    expect(sent!.get('ifsc')).toBe('SBIN0001234');
    expect(sent!.get('confirmAccountNo')).toBeNull();
    expect((sent!.get('addressProof') as File).name).toBe('bill.pdf');
  }, 60_000);

  it('says what is missing on a refused submit, focuses the first, and puts the server’s refusals at their fields', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    let posts = 0;
    stubServer((url, init) => {
      if (url === '/api/kyc/me' && init?.method === 'POST') {
        posts += 1;
        return jsonResponse({ message: 'Invalid input', errors: { ifsc: ['No bank branch has this IFSC'] } }, 400);
      }
      if (url === '/api/kyc/me') return jsonResponse(KYC_BLANK);
      return undefined;
    });
    renderRoutes(routes, '/kyc/merchant');
    const submit = await screen.findByRole('button', { name: 'Submit KYC' }, LAZY);
    const user = userEvent.setup();
    await user.click(submit);
    expect(await screen.findByText('Please correct the 10 fields marked in red.')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(10);
    await waitFor(() => expect(screen.getByLabelText(/^Aadhaar number/)).toHaveFocus());
    expect(posts).toBe(0);

    await user.type(screen.getByLabelText(/^Aadhaar number/), '234567890124');
    await user.type(screen.getByLabelText(/^PAN/), 'abcpe1234f');
    await user.type(screen.getByLabelText(/^Bank name/), 'State Bank of India');
    await user.type(screen.getByLabelText(/^Account holder name/), 'Ravi Sharma');
    await user.type(screen.getByLabelText(/^Account number/), '001234567890');
    await user.type(screen.getByLabelText(/^Confirm account number/), '001234567891');
    await user.tab();
    expect(await screen.findByText('The two account numbers do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm account number/));
    await user.type(screen.getByLabelText(/^Confirm account number/), '001234567890');
    await user.type(screen.getByLabelText(/^IFSC/), 'sbin0009999');
    const [proof, photo, shop] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(proof, file('bill.pdf', 'application/pdf'));
    await user.upload(photo, file('me.jpg', 'image/jpeg'));
    await user.upload(shop, file('shop.png', 'image/png'));
    expect(screen.queryByText(/Please correct the/)).toBeNull();
    await user.click(submit);

    expect(await screen.findByText('No bank branch has this IFSC')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some details were not accepted. Correct the field marked in red and submit again.',
    );
    expect(screen.queryByText(/Please correct the/)).toBeNull();
    expect(posts).toBe(1);
  }, 60_000);

  it('shows the rejection reason and the form again; a staff member is sent to /kyc/staff', async () => {
    signIn({ role: 'merchant', kind: 'staff', name: 'Meena' });
    stubServer((url) =>
      url === '/api/kyc/me'
        ? jsonResponse({ ...KYC_SUBMITTED, status: 'rejected', remark: 'The shop photo is blurred.' })
        : undefined,
    );
    const { router } = renderRoutes(routes, '/kyc/merchant');
    expect(await screen.findByRole('heading', { name: 'Staff KYC' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kyc/staff');
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('The shop photo is blurred.');
    // What can be shown again is filled in; the full numbers must be typed again.
    expect(screen.getByLabelText(/^PAN/)).toHaveValue('ABCPE1234F');
    expect(screen.getByLabelText(/^Aadhaar number/)).toHaveValue('');
  });

  it('puts the KYC banner on the merchant dashboard until KYC is approved', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    stubServer((url) => (url === '/api/kyc/me' ? jsonResponse(KYC_BLANK) : undefined));
    renderRoutes(routes, '/merchant');
    const banner = await screen.findByTestId('kyc-banner', {}, LAZY);
    expect(banner).toHaveTextContent('Complete your KYC to use paid services');
    expect(screen.getByRole('link', { name: /Complete KYC/ })).toHaveAttribute('href', '/kyc/merchant');
  });
});
