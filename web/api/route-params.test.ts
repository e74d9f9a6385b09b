import { describe, expect, it } from 'vitest';
import { idParam } from './route-params';

describe('idParam', () => {
  it('takes a positive whole number and nothing else', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('007')).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '1e3', '4.2', 'abc', '12abc', ' 1', '1234567890123456'])
      expect(idParam(bad)).toBeNull();
  });
});
