import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n';
import { ACTIVITY, PROFILE, SETTINGS } from '../../test/account';
import { renderAt } from '../../test/data-table';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/render-app';
import { notPseudo } from '../../test/pseudo';
import { signIn } from '../../test/tokens';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileView } from './ProfileView';
import { SettingsView } from './SettingsView';

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('my account in Hindi (decision 0075)', () => {
  it('shows the settings, their groups, the activity in words and the password form in Hindi', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    await setLocale('hi');
    stubServer((url) => {
      if (url === '/api/merchant/account/get-settings') return jsonResponse(SETTINGS);
      if (url === '/api/merchant/account/activity') return jsonResponse(ACTIVITY);
      return undefined;
    });
    renderAt(<SettingsView area="merchant" />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'खाते की सेटिंग' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /दो-चरण सत्यापन/ })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'सुरक्षा' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'गोपनीयता' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'हाल की गतिविधि' });
    expect(within(table).getByText('गतिविधि का रिकॉर्ड चालू किया')).toBeInTheDocument();
    expect(within(table).getByText('लॉग इन किया')).toBeInTheDocument();
    expect(within(table).getAllByText('21-नव॰-2026 12:10')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(screen.getByLabelText(/^नया पासवर्ड दोबारा डालें/)).toBeInTheDocument();
    // Each empty field says so in Hindi: the form's own check and the contract's (decision 0075).
    expect(await screen.findAllByText('ज़रूरी है')).toHaveLength(3);
  });

  it('shows my profile in Hindi, with the shop and the kind of account', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    await setLocale('hi');
    stubServer((url) => (url === '/api/merchant/account' ? jsonResponse(PROFILE) : undefined));
    renderAt(<ProfileView area="merchant" settingsPath="/merchant/account/my-setting" />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी सेटिंग' })).toBeInTheDocument();
    expect(await screen.findByText('दुकान का नाम')).toBeInTheDocument();
    expect(screen.getByText('Merchant — दुकान के मालिक')).toBeInTheDocument();
    expect(screen.getByText('01-नव॰-2026 10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ोटो अपलोड करें' })).toBeInTheDocument();
  });
});

describe('the language setting (SPEC §2.6, decision 0075)', () => {
  it('switches the screens to Hindi at once, keeps the choice in the account and sends it with every call', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    const saved: unknown[] = [];
    const languages: (string | null)[] = [];
    stubServer((url, init) => {
      languages.push(new Headers(init?.headers).get('accept-language'));
      if (url === '/api/merchant/account/get-settings') return jsonResponse(SETTINGS);
      if (url === '/api/merchant/account/activity') return jsonResponse(ACTIVITY);
      if (url === '/api/merchant/account/update-setting') {
        const body = JSON.parse(String(init?.body)) as { prop: string; value: string };
        saved.push(body);
        return jsonResponse({ ...SETTINGS, language: body.value });
      }
      return undefined;
    });
    renderAt(<SettingsView area="merchant" />, '/');
    const control = await screen.findByTestId('setting-language');
    expect(within(control).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(control).getByText('हिन्दी'));
    expect(await screen.findByRole('heading', { level: 1, name: 'खाते की सेटिंग' })).toBeInTheDocument();
    expect(saved).toEqual([{ prop: 'language', value: 'hi' }]);
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(within(screen.getByTestId('setting-language')).getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(languages.at(-1)).toBe('hi-IN');
  });
});

describe('my account in pseudo-English', () => {
  it('takes every word of the profile and the password form from the catalogue', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    await setLocale('en-XA');
    stubServer((url) => (url === '/api/merchant/account' ? jsonResponse(PROFILE) : undefined));
    renderAt(
      <>
        <ProfileView area="merchant" settingsPath="/merchant/account/my-setting" />
        <ChangePasswordForm area="merchant" />
      </>,
      '/',
    );
    await screen.findByTestId('profile-name');
    const values = Object.values({ ...PROFILE, ...PROFILE.shop }).filter((v) => typeof v === 'string');
    // Data: what the profile holds (the email broken for wrapping), its dates, '--' for an empty value, the role
    // word the server sends, initials, a required field's '*'; and the two halves of the intro's pseudo sentence,
    // cut where the settings link sits in it.
    const isData = (text: string) =>
      values.includes(text) ||
      ['ravi@', 'example.', 'com', '*'].includes(text) ||
      /^\[Ýöûŕ .*öþéñ$/.test(text) ||
      /^\. ~+\]$/.test(text) ||
      /^[\d\s:-]*(?:Nov)?[\d\s:-]*$/.test(text) ||
      text === 'RS' ||
      /^Merchant — \[.*\]$/.test(text);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
