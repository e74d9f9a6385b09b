import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../i18n/common';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { routes } from '../../router';
import { KYC_BLANK, KYC_SUBMITTED } from '../../test/kyc';

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('KYC screen in Hindi', () => {
  it('shows the form in Hindi while KYC is not submitted', async () => {
    await setLocale('hi');
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    stubServer((url) => (url === '/api/kyc/me' ? jsonResponse(KYC_BLANK) : undefined));
    renderRoutes(routes, '/kyc/merchant');
    expect(await screen.findByTestId('kyc-status', {}, LAZY)).toHaveTextContent('केवाईसी जमा नहीं हुआ');
    expect(screen.getByRole('heading', { name: 'मर्चेंट केवाईसी' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^आधार नंबर/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^खाता नंबर दोबारा डालें/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'केवाईसी जमा करें' })).toBeInTheDocument();
  }, 30_000);

  it('says when it was received, with the Hindi month, and what was sent', async () => {
    await setLocale('hi');
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    stubServer((url) => (url === '/api/kyc/me' ? jsonResponse(KYC_SUBMITTED) : undefined));
    renderRoutes(routes, '/kyc/merchant');
    const status = await screen.findByTestId('kyc-status', {}, LAZY);
    expect(status).toHaveTextContent('जाँच बाकी है');
    expect(status).toHaveTextContent(/आपका केवाईसी 21-नव॰-2026 .* को मिल गया/);
    expect(screen.getByRole('heading', { name: 'आपने क्या जमा किया' })).toBeInTheDocument();
    expect(screen.getByText('आईएफ़एससी')).toBeInTheDocument();
  }, 30_000);
});
