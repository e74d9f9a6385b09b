import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LAZY, renderRoutes } from '../test/render-app';
import { BUSINESS_INFO, stubServer } from '../test/fetch-stub';
import { routes } from '../router';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('public layout', () => {
  it('shows the head-office details and the copyright line in the footer', async () => {
    stubServer();
    renderRoutes(routes, '/');
    const footer = await screen.findByRole('contentinfo', {}, LAZY);
    const copyright = await within(footer).findByText(/PVT LTD/, {}, LAZY);
    expect(copyright.textContent).toBe(`© ${new Date().getFullYear()} Shree Ganesh PAN Services (IND) PVT LTD`);
    expect(copyright.textContent!.endsWith('(IND) PVT LTD')).toBe(true);
    expect(within(footer).getByTestId('footer-address')).toHaveTextContent(
      '12, MG RoadNear Bus StandNashik - 422001Maharashtra',
    );
    expect(within(footer).getByRole('link', { name: BUSINESS_INFO.contactNo })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
    expect(within(footer).getByRole('link', { name: BUSINESS_INFO.emailId })).toHaveAttribute(
      'href',
      'mailto:help@ganeshpan.in',
    );
  });

  it('offers the public pages, registration and login in the header', async () => {
    stubServer();
    renderRoutes(routes, '/about');
    const banner = await screen.findByRole('banner', {}, LAZY);
    for (const name of ['Home', 'About', 'Services', 'Contact', 'Payment Status', 'Register', 'Login']) {
      expect(await within(banner).findByRole('link', { name }, LAZY)).toBeInTheDocument();
    }
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });
});
