import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_NAMESPACES, WEB_NAMESPACES } from '../../contract/i18n';

// Which Hindi catalogue files the web fetched: each file's module records itself when it is loaded.
const { fetched, recorded } = vi.hoisted(() => {
  const fetched = new Set<string>();
  const recorded = (name: string) => () => {
    fetched.add(name);
    return { default: {} };
  };
  return { fetched, recorded };
});
vi.mock('../../contract/i18n/catalogues/hi/mails.json', recorded('mails'));
vi.mock('../../contract/i18n/catalogues/hi/notices.json', recorded('notices'));
vi.mock('../../contract/i18n/catalogues/hi/printouts.json', recorded('printouts'));
vi.mock('../../contract/i18n/catalogues/hi/ledger.json', recorded('ledger'));
vi.mock('../../contract/i18n/catalogues/hi/outcomes.json', recorded('outcomes'));
vi.mock('../../contract/i18n/catalogues/hi/site.json', async (original) => {
  fetched.add('site');
  return original();
});

const { setLocale } = await import('./common');
const { i18n } = await import('./index');

afterEach(async () => {
  await setLocale('en');
  localStorage.clear();
});

describe('switching to Hindi', () => {
  it("fetches the web's catalogues and none of the server's (mails, notices…)", async () => {
    expect(SERVER_NAMESPACES).toEqual(expect.arrayContaining(['mails', 'notices']));
    await setLocale('hi');
    expect(i18n.locale).toBe('hi');
    // A web namespace arrived, and its Hindi is what the screen now says.
    expect(fetched).toContain('site');
    expect(i18n._('common.shell.logout')).toBe('लॉग आउट');
    expect([...fetched].filter((ns) => !WEB_NAMESPACES.includes(ns as never))).toEqual([]);
  });
});
