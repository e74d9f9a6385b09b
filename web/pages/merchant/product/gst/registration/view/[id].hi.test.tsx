import { shopOwnerInEachLanguage } from '../../../../../../test/languages';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentOf, PRIVACY_NOTICE_VERSION } from '../../../../../../../contract/privacy/notice';
import { setLocale } from '../../../../../../i18n';
import GstRegistrationViewPage from './[id]';
import { registrationDetail } from '../../../../../../test/gst-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';

const BASE = '/merchant/product/gst/registration';
const REQ = '/api/merchant/product/gst/registration/7';
const CLOSING = '/api/merchant/accounting/closing';
const CONSENT_HI =
  'आवेदक ने यह सूचना पढ़ ली है (या उसे पढ़कर सुना दी गई है) और वह इस आवेदन के लिए अपनी जानकारी के इस्तेमाल पर सहमत है।';

shopOwnerInEachLanguage();

describe('the privacy notice in Hindi (issue 26)', () => {
  it('shows a Hindi reader the notice and the consent sentence in Hindi, and the submit names Hindi as shown', async () => {
    await setLocale('hi');
    const bodies: unknown[] = [];
    stubServer((url, init) => {
      if (url === REQ) return jsonResponse(registrationDetail());
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${REQ}/submit` && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(
          registrationDetail({ state: 'submitted', stateLabel: 'Submitted', submittedAt: '2026-11-20T06:00:00.000Z' }),
        );
      }
      return undefined;
    });
    renderRoutes([{ path: `${BASE}/view/:id`, element: <GstRegistrationViewPage /> }], `${BASE}/view/7`);

    const notice = await screen.findByTestId('privacy-notice');
    expect(notice).toHaveAttribute('lang', 'hi');
    expect(notice).toHaveTextContent('प्राइवेसी सूचना: जीएसटी रजिस्ट्रेशन');
    expect(within(notice).getByTestId('privacy-summary')).toHaveTextContent(
      'जीएसटी पोर्टल (जीएसटीएन) पर यह जीएसटी रजिस्ट्रेशन का आवेदन करने और उस पर नज़र रखने के लिए यह जानकारी ली जाती है:',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'पूरी सूचना पढ़ें' }));
    const text = within(notice).getByTestId('privacy-text');
    expect(text).toHaveTextContent('कौन देखता है: यह दुकान, एजेंसी का बैक ऑफ़िस, जीएसटी नेटवर्क और टैक्स विभाग।');
    expect(text).toHaveTextContent(`सूचना का संस्करण ${PRIVACY_NOTICE_VERSION}`);
    expect(text).not.toHaveTextContent(/What is collected|Privacy notice/);

    const submit = screen.getByRole('button', { name: 'रिक्वेस्ट सबमिट करें' });
    await waitFor(() => expect(screen.getByTestId('balance')).toBeInTheDocument());
    expect(submit).toBeDisabled();
    await userEvent.click(within(notice).getByRole('checkbox', { name: CONSENT_HI }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(bodies).toEqual([{ consent: consentOf('hi') }]));
    expect(bodies).toEqual([{ consent: { accepted: true, noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' } }]);
  });
});
