import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { renderAt } from '../../test/data-table';
import { signIn } from '../../test/tokens';
import { ChangePasswordForm } from './ChangePasswordForm';

const CHANGE = '/api/merchant/account/change-password';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

describe('change password form', () => {
  it('checks the three fields before sending, and re-checks them as they are corrected', async () => {
    const user = userEvent.setup();
    const fetch = stubServer();
    renderAt(<ChangePasswordForm area="merchant" />, '/');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);

    await user.type(field(/^Current password/), 'Old-pass-2024');
    await user.type(field(/^New password/), 'Old-pass-2024');
    await user.type(field(/^Confirm new password/), 'Old-pass-202');
    expect(screen.getByText('Choose a password different from the current one')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match')).toBeInTheDocument();

    // Correcting the new password clears the mismatch under the confirmation once the two agree.
    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), 'Old-pass-202');
    await waitFor(() => expect(screen.queryByText('The two new passwords do not match')).not.toBeInTheDocument());
    expect(screen.queryByText('Choose a password different from the current one')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === CHANGE)).toBe(false);
  });

  it('sends the change, empties the form, and puts a refusal beside its field', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const fetch = stubServer((url) => {
      if (url !== CHANGE) return undefined;
      return refuse
        ? jsonResponse(
            { message: 'The current password is wrong.', errors: { currentPassword: ['Not your password'] } },
            400,
          )
        : jsonResponse({ message: 'Your password has been changed.' });
    });
    renderAt(<ChangePasswordForm area="merchant" />, '/');
    const fill = async () => {
      await user.type(field(/^Current password/), 'Old-pass-2024');
      await user.type(field(/^New password/), 'Fresh-start-42');
      await user.type(field(/^Confirm new password/), 'Fresh-start-42');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill();
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => u === CHANGE)!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({
      currentPassword: 'Old-pass-2024',
      newPassword: 'Fresh-start-42',
    });
    await waitFor(() => expect(field(/^Current password/)).toHaveValue(''));

    refuse = true;
    await fill();
    expect(await screen.findByText('Not your password')).toBeInTheDocument();
    expect(screen.getByText('The current password is wrong.')).toBeInTheDocument();
  });
});
