import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render-app';
import { signIn } from '../test/tokens';
import { GuestOnly } from './GuestOnly';
import { ProtectedLayout } from './ProtectedLayout';

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/', element: <h1>Public home</h1> },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
  },
  {
    path: '/backend',
    element: <ProtectedLayout allowed={['admin', 'staff']} />,
    children: [
      { index: true, element: <h1>Backend home</h1> },
      { path: 'x', element: <h1>Backend x</h1> },
    ],
  },
  {
    path: '/merchant',
    element: <ProtectedLayout allowed={['MERCHANT']} />,
    children: [{ index: true, element: <h1>Merchant home</h1> }],
  },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('ProtectedLayout', () => {
  it('sends a signed-out visitor to /auth/login', async () => {
    const { router } = renderRoutes(routes, '/merchant');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('treats a token without its refresh token as signed out', async () => {
    signIn({ role: 'admin' });
    sessionStorage.removeItem('refreshToken');
    const { router } = renderRoutes(routes, '/backend');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a role the area does not allow to its own base route', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    const { router } = renderRoutes(routes, '/backend/x');
    expect(await screen.findByRole('heading', { name: 'Merchant home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant');
  });

  it('lets an allowed role in, comparing roles in lower case', async () => {
    signIn({ role: 'Merchant' });
    renderRoutes(routes, '/merchant');
    expect(await screen.findByRole('heading', { name: 'Merchant home' })).toBeInTheDocument();
  });

  it('lets staff into the back office', async () => {
    signIn({ role: 'staff' });
    renderRoutes(routes, '/backend/x');
    expect(await screen.findByRole('heading', { name: 'Backend x' })).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in user opening the login page to the base route of the role', async () => {
    signIn({ role: 'admin' });
    const { router } = renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { name: 'Backend home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backend');
  });

  it('sends a signed-in user opening a public page to the base route', async () => {
    signIn({ role: 'merchant' });
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Merchant home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant');
  });

  it('shows public pages to a signed-out visitor', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });
});
