import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, getToken, saveSession, subscribeSession } from './session';

beforeEach(() => sessionStorage.clear());

describe('session', () => {
  it('saves both tokens under token and refreshToken', () => {
    expect(saveSession('t1', 'r1')).toBe(true);
    expect(sessionStorage.getItem('token')).toBe('t1');
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
    expect(getSession()).toEqual({ token: 't1', refreshToken: 'r1' });
  });

  it('saves nothing when either token is missing', () => {
    expect(saveSession('t1', undefined)).toBe(false);
    expect(saveSession('', 'r1')).toBe(false);
    expect(saveSession(null, null)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('is no session when only one key is stored', () => {
    sessionStorage.setItem('token', 't1');
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('clears both together and tells listeners', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveSession('t1', 'r1');
    clearSession();
    stop();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
