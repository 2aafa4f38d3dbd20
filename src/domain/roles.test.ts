import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_STAFF, isAdmin, landingPathFor, roleOf, worksTheShop } from './roles';

describe('roles', () => {
  it('are 1 admin, 2 customer and 3 staff', () => {
    expect(ROLE_ADMIN).toBe(1);
    expect(ROLE_CUSTOMER).toBe(2);
    expect(ROLE_STAFF).toBe(3);
  });

  it('send role 1, as a number or as the string storage gives back, to the admin dashboard', () => {
    for (const value of [1, '1']) {
      expect(roleOf(value)).toBe('admin');
      expect(isAdmin(value)).toBe(true);
      expect(worksTheShop(value)).toBe(true);
      expect(landingPathFor(value)).toBe('/admin/dashboard');
    }
  });

  it('send role 3, staff, to the queue: they work the shop but are not admins', () => {
    for (const value of [3, '3']) {
      expect(roleOf(value)).toBe('staff');
      expect(isAdmin(value)).toBe(false);
      expect(worksTheShop(value)).toBe(true);
      expect(landingPathFor(value)).toBe('/admin/queue');
    }
  });

  it('treat any other value as a customer landing on the product list', () => {
    for (const value of [
      2,
      '2',
      undefined,
      null,
      99,
      0,
      '',
      'admin',
      'staff',
      true,
      '01',
      ' 1',
      '03',
      '1.0',
      [1],
      [3],
      1.5,
    ]) {
      expect(roleOf(value)).toBe('customer');
      expect(isAdmin(value)).toBe(false);
      expect(worksTheShop(value)).toBe(false);
      expect(landingPathFor(value)).toBe('/cust/product');
    }
  });
});
