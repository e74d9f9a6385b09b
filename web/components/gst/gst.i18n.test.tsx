import { shopOwnerInEachLanguage } from '../../test/languages';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_REGISTRATION_SECTIONS } from '../../../contract/gst';
import { setLocale } from '../../i18n';
import { stubServer } from '../../test/fetch-stub';
import { GST_DASHBOARD } from '../../test/gst-dashboard';
import { notPseudo } from '../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { GstFormRoute } from './FormRoute';
import { GstDashboard } from './GstDashboard';

const FORM = '/merchant/product/gst/registration';

function renderForm() {
  stubServer();
  renderRoutes([{ path: `${FORM}/:id?`, element: <GstFormRoute kind="registration" /> }], FORM);
}

shopOwnerInEachLanguage();

describe('GST in Hindi (decision 0075)', () => {
  it('the shop’s dashboard: the ways in, the queries waiting, the counts by status', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/merchant/product/gst/dashboard' ? jsonResponse(GST_DASHBOARD) : undefined));
    renderRoutes(
      [{ path: '/merchant/product/gst', element: <GstDashboard area="merchant" /> }],
      '/merchant/product/gst',
    );
    const waiting = await screen.findByTestId('needs-answer');
    expect(waiting).toHaveTextContent('3 सवालों का जवाब देना है');
    expect(within(waiting).getByRole('link', { name: 'रजिस्ट्रेशन: 1' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'फ़ाइलिंग: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया जीएसटी रजिस्ट्रेशन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जीएसटी रिटर्न भरें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'स्टेटस के हिसाब से रजिस्ट्रेशन' })).toHaveTextContent('आपका जवाब चाहिए');
  });

  it('the registration form: its fields, the first person and what waits for a saved draft', async () => {
    await setLocale('hi');
    renderForm();
    expect(await screen.findByRole('textbox', { name: /^बिज़नेस का कानूनी नाम \(पैन के अनुसार\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^बिज़नेस का पैन/ })).toBeInTheDocument();
    expect(screen.getByText('प्रोप्राइटरशिप में प्रोप्राइटर का अपना पैन')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'नहीं, आम टैक्सपेयर' })).toBeChecked();
    const person = screen.getByTestId('person-0');
    expect(within(person).getByRole('heading', { name: 'व्यक्ति 1' })).toBeInTheDocument();
    expect(within(person).getByRole('textbox', { name: 'व्यक्ति 1: आधार नंबर' })).toBeInTheDocument();
    expect(screen.getByText('पहले बिज़नेस का प्रकार चुनें: उसी से तय होगा कि यहाँ किसके नाम भरने हैं।')).toBeInTheDocument();
    expect(screen.getByTestId('documents-after-save')).toHaveTextContent('पहले ड्राफ़्ट सेव करें');
  });
});

describe('the GST registration form’s contract words in Hindi (decision 0075)', () => {
  it('shows the business types and states in Hindi, and a wrong PIN code’s message', async () => {
    await setLocale('hi');
    renderForm();
    const user = userEvent.setup();
    await screen.findByTestId('person-0');
    await user.click(screen.getByRole('textbox', { name: /^बिज़नेस का प्रकार/ }));
    expect(await screen.findByRole('option', { name: 'प्रोप्राइटरशिप', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^राज्य/ }));
    expect(await screen.findByRole('option', { name: 'महाराष्ट्र', hidden: true })).toBeInTheDocument();
    // GST's check writes English; the field reads it in Hindi.
    await user.click(screen.getByRole('textbox', { name: /^पिन कोड/ }));
    await user.paste('0123');
    await user.tab();
    expect(await screen.findByText('पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता')).toBeInTheDocument();
    expect(screen.queryByText(/PIN code is 6 digits/)).toBeNull();
  });
});

describe('the GST registration form in pseudo-English', () => {
  it('takes every word of its own sections from the catalogue', async () => {
    await setLocale('en-XA');
    renderForm();
    await screen.findByTestId('person-0');
    // The sections' titles are the contract's (GST_REGISTRATION_SECTIONS); sample codes (AAPFU0939F) the same in
    // every language; an asterisk marks a required field.
    const titles = new Set<string>(Object.values(GST_REGISTRATION_SECTIONS));
    const isData = (text: string) => titles.has(text) || /^[A-Z\d]+$/.test(text) || /^[\s*:]*$/.test(text);
    for (const id of ['business', 'place', 'persons', 'signatory', 'bank', 'documents']) {
      const section = document.getElementById(`section-${id}`)!;
      expect(section, id).not.toBeNull();
      expect(notPseudo(section, isData), id).toEqual([]);
    }
  });
});
