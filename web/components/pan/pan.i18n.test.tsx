import { shopOwnerInEachLanguage } from '../../test/languages';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENDERS, INCOME_SOURCES, INDIVIDUAL_TITLES, SECTIONS } from '../../../contract/nsdl-pan';
import { PAN_CATEGORIES } from '../../../contract/pan';
import { setLocale } from '../../i18n';
import { stubServer } from '../../test/fetch-stub';
import { panDetail } from '../../test/pan-detail';
import { notPseudo } from '../../test/pseudo';
import { renderRoutes } from '../../test/render-app';
import { ApplicationFormRoute, CategoryChoice } from './ApplicationForm';
import { ApplicationHeader, ApplicationSummary } from './ApplicationSummary';
import { renderAt } from '../../test/data-table';

const BASE = '/merchant/product/nsdl-pan/physical';

function renderForm() {
  stubServer();
  renderRoutes(
    [{ path: `${BASE}/individual/N/apply/:id?`, element: <ApplicationFormRoute category="individual" appType="N" /> }],
    `${BASE}/individual/N/apply`,
  );
}

shopOwnerInEachLanguage();

describe('the NSDL PAN form in Hindi (decision 0075)', () => {
  it('speaks Hindi while the agent fills in Form 49A; the contract’s section names stay as they come', async () => {
    await setLocale('hi');
    renderForm();
    expect(await screen.findByRole('heading', { name: 'नया पैन आवेदन (फ़ॉर्म 49ए)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'श्रेणी बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^आधार नंबर/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^पिता का उपनाम \(सरनेम\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'घर का पता: पिन कोड' })).toBeInTheDocument();
    expect(screen.getByText('पैन कार्ड पर छपने वाला नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऊपर वाला नाम लें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑफ़िस का पता जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('टोकन नंबर पाने के लिए कभी भी ड्राफ़्ट सेव करें')).toBeInTheDocument();
  });

  it('reads the contract’s options and its checks’ messages in Hindi', async () => {
    await setLocale('hi');
    renderForm();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'नया पैन आवेदन (फ़ॉर्म 49ए)' });
    // Genders and states are the contract's English, stored as they are and shown in the reader's language.
    expect(screen.getByRole('radio', { name: 'पुरुष' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'महिला' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'वेतन' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('textbox', { name: /: राज्य \/ केंद्र शासित प्रदेश$/ })[0]);
    expect(await screen.findByRole('option', { name: 'महाराष्ट्र', hidden: true })).toBeInTheDocument();
    // A wrong mobile number: Form 49A's check writes English, the field says it in Hindi.
    await user.click(screen.getByRole('textbox', { name: /^मोबाइल नंबर/ }));
    await user.paste('12345');
    await user.tab();
    expect(await screen.findByText('मोबाइल नंबर 10 अंकों का होता है और 6, 7, 8 या 9 से शुरू होता है')).toBeInTheDocument();
    expect(screen.queryByText(/Mobile number is 10 digits/)).toBeNull();
  });

  it('lets the agent choose the applicant’s category in Hindi', async () => {
    await setLocale('hi');
    renderAt(<CategoryChoice appType="C" />, '/');
    expect(screen.getByRole('heading', { name: 'पैन में बदलाव / सुधार का आवेदन (सीएसएफ़)' })).toBeInTheDocument();
    expect(screen.getByText('हिंदू अविभाजित परिवार, जिसका आवेदन उसका कर्ता करता है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नए पैन के लिए आवेदन करें (फ़ॉर्म 49ए)' })).toBeInTheDocument();
  });

  it('reads an application back in Hindi', async () => {
    await setLocale('hi');
    const d = panDetail();
    renderAt(
      <>
        <ApplicationHeader detail={d} />
        <ApplicationSummary detail={d} fixLink={() => '/'} />
      </>,
      '/',
    );
    expect(screen.getByText('पावती नंबर')).toBeInTheDocument();
    expect(screen.getByText('नया पैन (फ़ॉर्म 49ए) · व्यक्ति')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'बदलें' }).length).toBeGreaterThan(0);
    expect(screen.getByText('पत्र-व्यवहार')).toBeInTheDocument();
  });
});

// The contract's words (section names, categories, titles, genders, income sources) are another engineer's ids.
const CONTRACT = new Set<string>([
  ...Object.values(SECTIONS),
  ...PAN_CATEGORIES.flatMap((c) => [c.label, c.panLetter]),
  ...INDIVIDUAL_TITLES,
  ...GENDERS.map((g) => g.label),
  ...INCOME_SOURCES.map((s) => s.label),
]);
const isData = (text: string) => CONTRACT.has(text) || /^[\d\s,.:₹/()×*–-]*$/.test(text);

describe('the NSDL PAN screens in pseudo-English', () => {
  it('takes every word of the category choice from the catalogue', async () => {
    await setLocale('en-XA');
    renderAt(<CategoryChoice appType="N" />, '/');
    expect(notPseudo(document.body, isData)).toEqual([]);
  });

  it('takes every word of the form’s own from the catalogue', async () => {
    await setLocale('en-XA');
    renderForm();
    await screen.findByRole('heading', { level: 1 });
    // The draft frame around the form (save buttons, leave guard) is the requests namespace's, checked with it.
    const form = document.querySelector<HTMLElement>('#section-name')!.parentElement!;
    expect(form.querySelectorAll('#section-ao, #section-address, #section-declaration')).toHaveLength(3);
    expect(within(form).getAllByText(/^\[.*\]$/).length).toBeGreaterThan(20);
    expect(notPseudo(form, isData)).toEqual([]);
  });
});
