import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../test/render-app';
import NotFoundPage, { NOT_FOUND_TITLE } from './not-found';
import { ApiError } from '../api/client';
import { NETWORK_ERROR_TEXT, UNEXPECTED_ERROR_TEXT, errorText } from '../api/error-text';
import { setLocale } from '../i18n';

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

describe('the SPEC’s error texts in Hindi (decision 0075)', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('says the not-found page in Hindi, and keeps the SPEC’s English exact in English', async () => {
    expect(NOT_FOUND_TITLE).toBe('Something is not right...');
    await setLocale('hi');
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/no/such/page');
    expect(screen.getByRole('heading', { name: 'कुछ ठीक नहीं है...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
  });

  it('gives an error without words, and a lost connection, in the reader’s language', async () => {
    expect(errorText(new ApiError(0, undefined))).toBe(NETWORK_ERROR_TEXT);
    expect(errorText(42)).toBe(UNEXPECTED_ERROR_TEXT);
    await setLocale('hi');
    expect(errorText(new ApiError(0, undefined))).toBe('नेटवर्क में गड़बड़ी हुई।');
    expect(errorText(42)).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    // The server's own sentence is already in the reader's language: it is shown as it came.
    expect(errorText(new ApiError(409, { message: 'यह आवेदन पहले ही भेजा जा चुका है।' }))).toBe(
      'यह आवेदन पहले ही भेजा जा चुका है।',
    );
  });
});
