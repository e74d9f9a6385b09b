import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_FACTS_PATH, PRIVACY_NOTICE_VERSION } from '../../../contract/privacy/notice';
import { renderAt } from '../../test/data-table';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/render-app';
import { signIn } from '../../test/tokens';
import { PrivacyNotice } from './PrivacyNotice';

function Harness({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <PrivacyNotice service="uti-psa" checked={checked} onChange={setChecked} error={error} />
      <button type="button" disabled={!checked}>
        Submit request
      </button>
    </>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('PrivacyNotice', () => {
  it("shows two lines, the whole notice with the agency's retention and contact on asking, and the consent box", async () => {
    stubServer((url) =>
      url === NOTICE_FACTS_PATH ? jsonResponse({ documentDays: 60, contact: 'Shree PAN, help@shree.in' }) : undefined,
    );
    renderAt(<Harness />, '/');
    const notice = screen.getByTestId('privacy-notice');
    expect(notice).toHaveTextContent('Privacy notice: PAN service agent registration (UTIITSL)');
    await waitFor(() =>
      expect(screen.getByTestId('privacy-summary')).toHaveTextContent(
        'are collected to register the applicant as a PAN service agent with UTIITSL and to track the registration. ' +
          'Documents are deleted 60 days after the application is finished.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeDisabled();

    const more = within(notice).getByRole('button', { name: 'Read the notice' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const text = screen.getByTestId('privacy-text');
    expect(text).toHaveTextContent('What is collected: The applicant');
    expect(text).toHaveTextContent('Aadhaar number');
    expect(text).toHaveTextContent('Who sees it: This shop');
    expect(text).toHaveTextContent('deleted 60 days after the application is finished');
    expect(text).toHaveTextContent('Questions and grievances: Shree PAN, help@shree.in.');
    expect(text).toHaveTextContent(`Notice version ${PRIVACY_NOTICE_VERSION}`);
    expect(within(notice).getByRole('button', { name: 'Hide the notice' })).toHaveAttribute('aria-expanded', 'true');

    const box = screen.getByRole('checkbox', { name: /agrees to the processing of their data for this application/ });
    expect(box).toBeRequired();
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeEnabled();
  });

  it("says the retention in general words when the server's facts are not to be had, and shows a refusal under the box", async () => {
    stubServer();
    renderAt(<Harness error="The applicant's consent to the privacy notice is needed" />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Read the notice' }));
    await waitFor(() =>
      expect(screen.getByTestId('privacy-text')).toHaveTextContent("as the agency's retention setting says"),
    );
    expect(
      within(screen.getByTestId('privacy-notice')).getByText("The applicant's consent to the privacy notice is needed"),
    ).toBeInTheDocument();
  });
});
