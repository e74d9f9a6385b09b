import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/common';
import { renderAt } from '../../test/data-table';
import { jsonResponse } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import LoginPage from './login';
import ForgotUsernamePage from './forgot-username';
import { notPseudo as notPseudoIn } from '../../test/pseudo';

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no object URLs; the captcha picture needs one.
  URL.createObjectURL = vi.fn(() => 'blob:captcha');
  URL.revokeObjectURL = vi.fn();
  stubServer((url) => {
    if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: true });
    if (url === '/api/captcha')
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    return undefined;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

// Not words: punctuation between links, a typed value.
const isData = (text: string) => /^[\s·*…\d/+-]*$/.test(text);

const notPseudo = (root: HTMLElement) => notPseudoIn(root, isData);

describe('sign-in in pseudo-English (decision 0075)', () => {
  it('takes every word from the catalogue: title, fields, captcha, field errors, links, the language switch', async () => {
    await setLocale('en-XA');
    renderAt(<LoginPage />, '/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^\[Ûšéŕ/), 'asha');
    await user.tab();
    await screen.findByTestId('captcha-image');
    await user.click(screen.getByRole('button', { name: /^\[Šîĝñ îñ/ }));
    await waitFor(() => expect(screen.getAllByText(/^\[Ŕéǫûîŕéđ/)).toHaveLength(2));
    expect(notPseudo(document.body)).toEqual([]);
  });
});

describe('sign-in and recovery in Hindi', () => {
  it('switches to Hindi from the sign-in page and speaks it there', async () => {
    renderAt(<LoginPage />, '/auth/login');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('यूज़र नेम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('asks for the email and the captcha in Hindi on forgot user name', async () => {
    await setLocale('hi');
    renderAt(<ForgotUsernamePage />, '/auth/forgot-username');
    expect(await screen.findByRole('heading', { name: 'यूज़र नेम भूल गए' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ईमेल पता/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^कैप्चा/)).toBeInTheDocument();
    expect(await screen.findByAltText('कैप्चा: दिखाए गए अक्षर लिखें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा यूज़र नेम भेजें' })).toBeInTheDocument();
  });
});
