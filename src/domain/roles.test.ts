import { describe, expect, it } from 'vitest';
import { isAdmin, landingPathFor, roleOf } from './roles';

describe('roles', () => {
  it('sends role 1 to the admin dashboard', () => {
    expect(roleOf(1)).toBe('admin');
    expect(roleOf('1')).toBe('admin');
    expect(landingPathFor(1)).toBe('/admin/dashboard');
    expect(isAdmin('1')).toBe(true);
  });
  it('treats any other value as a customer', () => {
    for (const value of [2, '2', undefined, null, 99, 'admin']) {
      expect(roleOf(value)).toBe('customer');
      expect(landingPathFor(value)).toBe('/cust/product');
    }
  });
});
