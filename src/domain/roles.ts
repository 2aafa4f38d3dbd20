export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;

export type Role = 'admin' | 'customer';

/**
 * Role 1 (the number, or the string storage gives back) is the admin; any other value is treated
 * as a customer (docs/product.md#roles-and-permissions): `true`, `'01'` or `' 1 '` are not role 1.
 */
export function roleOf(roleId: unknown): Role {
  return roleId === ROLE_ADMIN || roleId === String(ROLE_ADMIN) ? 'admin' : 'customer';
}

export function isAdmin(roleId: unknown): boolean {
  return roleOf(roleId) === 'admin';
}

/** Where a role lands after login or when it opens a visitor-only page. */
export function landingPathFor(roleId: unknown): '/admin/dashboard' | '/cust/product' {
  return isAdmin(roleId) ? '/admin/dashboard' : '/cust/product';
}
