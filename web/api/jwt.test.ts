import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/tokens';
import { parseJwt } from './jwt';

afterEach(() => vi.restoreAllMocks());

describe('parseJwt', () => {
  it('reads name, sub and role into displayName, code and role', () => {
    const token = makeToken({ name: 'Asha Verma', sub: 'M00042', role: 'merchant', kind: 'owner', sid: 'x' });
    expect(parseJwt(token)).toEqual({ displayName: 'Asha Verma', code: 'M00042', role: 'merchant', kind: 'owner' });
  });

  it('decodes names outside ASCII', () => {
    const name = 'राम कुमार';
    expect(parseJwt(makeToken({ name, sub: 'A1', role: 'staff' }))?.displayName).toBe(name);
  });

  it('logs "Error parsing JWT:" and gives no user for garbage', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseJwt('not-a-token')).toBeNull();
    expect(parseJwt('a.%%%.c')).toBeNull();
    expect(parseJwt(makeToken({ name: 'No role' }))).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0][0]).toBe('Error parsing JWT:');
    expect(log.mock.calls[0][1]).toBeInstanceOf(Error);
  });

  it('gives no user, silently, when there is no token at all', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseJwt(null)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
