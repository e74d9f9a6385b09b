import { describe, expect, it } from 'vitest';
import { baseRouteFor, roleAllowed } from './roles';

describe('baseRouteFor (docs/product.md#where-each-role-lands)', () => {
  it.each([
    ['admin', '/backend'],
    ['staff', '/backend'],
    ['STAFF', '/backend'],
    ['merchant', '/merchant'],
    ['auditor', '/auditor'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%s → %s', (role, route) => expect(baseRouteFor(role)).toBe(route));
});

describe('roleAllowed', () => {
  it('compares in lower case', () => {
    expect(roleAllowed('Admin', ['admin', 'staff'])).toBe(true);
    expect(roleAllowed('merchant', ['ADMIN', 'Staff'])).toBe(false);
    expect(roleAllowed('merchant', ['Merchant'])).toBe(true);
    expect(roleAllowed(null, ['admin'])).toBe(false);
  });
});
