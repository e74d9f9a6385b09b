import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { initialLocale, LANG_KEY } from './index';
import { setLocale, useT } from './common';
import { LanguageSwitch } from './LanguageSwitch';

function Header() {
  const t = useT();
  return (
    <>
      <LanguageSwitch />
      <p>{t('common.shell.logout')}</p>
    </>
  );
}

const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
afterEach(async () => {
  Object.defineProperty(Navigator.prototype, 'languages', languages);
  localStorage.clear();
  await setLocale('en');
  localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('offers each language in its own words and switches the screen, the page lang and the saved choice', async () => {
    render(
      <MantineProvider env="test">
        <Header />
      </MantineProvider>,
    );
    expect(screen.getByText('Logout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose language' }));
    const hindi = await screen.findByRole('menuitem', { name: 'हिन्दी', hidden: true });
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('menuitem', { name: 'English', hidden: true })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(hindi);
    await waitFor(() => expect(screen.getByText('लॉग आउट')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'भाषा चुनें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANG_KEY)).toBe('hi');
  });

  it('first follows the browser, then the saved choice', () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['hi-IN', 'en'] });
    expect(initialLocale()).toBe('hi');
    localStorage.setItem(LANG_KEY, 'en');
    expect(initialLocale()).toBe('en');
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['en-GB'] });
    localStorage.setItem(LANG_KEY, 'xx');
    expect(initialLocale()).toBe('en');
  });
});
