import { afterEach, beforeEach, vi } from 'vitest';
import { setLocale } from '../i18n';
import { signIn } from './tokens';

/**
 * What every language test of a shop's screen does around each test: a signed-in shop owner before, and after, the
 * stubbed server gone and English back (a test that chose Hindi must not leave it to the next).
 */
export function shopOwnerInEachLanguage(): void {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ role: 'merchant', kind: 'owner' });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLocale('en');
  });
}
