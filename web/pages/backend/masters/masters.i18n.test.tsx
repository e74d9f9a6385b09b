import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CREDENTIAL_PROVIDERS } from '../../../../contract/masters';
import { SERVICE_CODES } from '../../../../contract/services';
import { setLocale } from '../../../i18n';
import { stubServer } from '../../../test/fetch-stub';
import { notPseudo } from '../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import ApiCredentialsPage from './api-credentials';
import PackageSetupPage from './package/setup/[id]';

/** Data, not language: what has no word in it (numbers, marks, the required asterisk). */
const isData = (text: string) => !/[A-Za-z]{2,}/.test(text);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('the masters in Hindi (decision 0075)', () => {
  it('speaks Hindi: a new package’s form, its rates and its buttons', async () => {
    await setLocale('hi');
    stubServer();
    renderRoutes(
      [{ path: '/backend/masters/package/setup/:id', element: <PackageSetupPage /> }],
      '/backend/masters/package/setup/new',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पैकेज' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पैकेज की लिस्ट पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^नाम/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'रेट' })).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText('उपलब्ध नहीं')).toHaveLength(SERVICE_CODES.length);
    expect(screen.getByRole('button', { name: 'पैकेज बनाएँ' })).toBeInTheDocument();
  });

  it('draws every text of the API credentials from the catalogue (pseudo-English)', async () => {
    await setLocale('en-XA');
    stubServer((url) => (url === '/api/backend/masters/api-credentials' ? jsonResponse([]) : undefined));
    renderRoutes(
      [{ path: '/backend/masters/api-credentials', element: <ApiCredentialsPage /> }],
      '/backend/masters/api-credentials',
    );
    await screen.findByTestId('gateway-mode');
    // The services' names (the select's options) come from the contract, not from this page.
    const contract = (text: string) => CREDENTIAL_PROVIDERS.some((p) => p.label === text);
    expect(notPseudo(document.body, (text) => isData(text) || contract(text))).toEqual([]);
  });
});
