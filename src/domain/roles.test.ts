import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_CUSTOMER, isAdmin, landingPathFor, roleOf } from './roles';

describe('roles', () => {
  it('are 1 admin and 2 customer', () => {
    expect(ROLE_ADMIN).toBe(1);
    expect(ROLE_CUSTOMER).toBe(2);
  });

  it('send role 1, as a number or as the string storage gives back, to the admin dashboard', () => {
    for (const value of [1, '1']) {
      expect(roleOf(value)).toBe('admin');
      expect(isAdmin(value)).toBe(true);
      expect(landingPathFor(value)).toBe('/admin/dashboard');
    }
  });

  it('treat any other value as a customer landing on the product list', () => {
    for (const value of [2, '2', undefined, null, 99, 0, '', 'admin', true, '01', ' 1', '1.0', [1], 1.5]) {
      expect(roleOf(value)).toBe('customer');
      expect(isAdmin(value)).toBe(false);
      expect(landingPathFor(value)).toBe('/cust/product');
    }
  });
});
