import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoutes } from '../test/render-app';
import RouteErrorPage from './route-error';

function routesThrowing(thrown: unknown) {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
      loader: () => {
        throw thrown;
      },
      element: <p>never</p>,
    },
  ];
}

// React logs caught render errors; they are the point of these tests.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('route-error page', () => {
  it('shows "Oops!" with the status and text of a route error response', async () => {
    renderRoutes(routesThrowing(data('Gone for good', { status: 410, statusText: 'Gone' })), '/');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText(/410 Gone/)).toHaveTextContent('410 Gone — Gone for good');
  });

  it('shows "Something went wrong" with the message of an error', async () => {
    renderRoutes(routesThrowing(new Error('Chunk failed to load')), '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });

  it('shows "Unknown route error" for anything else', async () => {
    renderRoutes(routesThrowing(42), '/');
    expect(await screen.findByRole('heading', { name: 'Unknown route error' })).toBeInTheDocument();
  });
});
