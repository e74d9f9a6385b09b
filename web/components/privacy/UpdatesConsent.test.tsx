import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION } from '../../../contract/privacy/notice';
import { setLocale } from '../../i18n';
import { renderAt } from '../../test/data-table';
import { ChargePanel } from '../requests/ChargePanel';

const net = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { get: net.get, post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

afterEach(async () => {
  net.get.mockReset();
  await setLocale('en');
});

function panel(onSubmit: (c: unknown) => void) {
  net.get.mockResolvedValue({ documentDays: 30, contact: null });
  renderAt(
    <ChargePanel
      amount={107}
      noun="application"
      sendsTo="for verification"
      ready
      pending={false}
      error={null}
      onSubmit={onSubmit}
      privacy="nsdl-pan"
    />,
    '/',
  );
}

const UPDATES_EN =
  'The customer agrees to receive updates on this application by SMS and WhatsApp at the mobile number on the form.';

describe('the customer updates tick in the submit panel (issue 27 §3)', () => {
  it('sends no updates when only the privacy notice is ticked', async () => {
    const onSubmit = vi.fn();
    panel(onSubmit);
    expect(screen.queryByText('Language of the messages')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('privacy-consent'));
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(onSubmit).toHaveBeenCalledWith({ accepted: true, noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' });
  });

  it('sends both channels in the language chosen once the second box is ticked', async () => {
    const onSubmit = vi.fn();
    panel(onSubmit);
    await userEvent.click(screen.getByTestId('privacy-consent'));
    await userEvent.click(screen.getByRole('checkbox', { name: UPDATES_EN }));
    expect(screen.getByText('Language of the messages')).toBeInTheDocument();
    await userEvent.click(screen.getByText('हिन्दी'));
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      accepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      updates: { sms: true, whatsapp: true, language: 'hi' },
    });
  });

  it('asks in Hindi on a Hindi page, with Hindi messages by default', async () => {
    await setLocale('hi');
    const onSubmit = vi.fn();
    panel(onSubmit);
    await userEvent.click(screen.getByTestId('privacy-consent'));
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'ग्राहक इस आवेदन की जानकारी फ़ॉर्म में लिखे मोबाइल नंबर पर एसएमएस और व्हाट्सऐप से पाने के लिए सहमत है।',
      }),
    );
    expect(screen.getByText('संदेशों की भाषा')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /सबमिट करें/ }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: 'hi', updates: { sms: true, whatsapp: true, language: 'hi' } }),
    );
  });
});
