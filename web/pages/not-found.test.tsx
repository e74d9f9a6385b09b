import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../test/render-app';
import NotFoundPage from './not-found';

describe('not-found page', () => {
  it('says the page does not exist and offers the way home', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/no/such/page',
    );
    expect(screen.getByRole('heading', { name: 'Something is not right...' })).toBeInTheDocument();
    const text = screen.getByText(/does not exist/);
    expect(text).toHaveTextContent('The page you are trying to open does not exist.');
    expect(text).toHaveTextContent('mistyped the address');
    expect(text).toHaveTextContent('moved to another URL');
    expect(text).toHaveTextContent('If you think this is an error, contact support.');

    await userEvent.click(screen.getByRole('link', { name: 'Get back to home page' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
