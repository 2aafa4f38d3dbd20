export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;
export const ROLE_STAFF = 3;

export type Role = 'admin' | 'staff' | 'customer';

/** Reads a role id only as the exact number or the string storage gives back: `'01'` or `' 3 '` are neither. */
function is(roleId: unknown, role: number): boolean {
  return roleId === role || roleId === String(role);
}

/**
 * Role 1 is the admin (the owner), role 3 staff (a barista); any other value is treated as a customer
 * (docs/product.md#roles-and-permissions): `true`, `'01'` or `' 1 '` are not role 1.
 */
export function roleOf(roleId: unknown): Role {
  if (is(roleId, ROLE_ADMIN)) return 'admin';
  if (is(roleId, ROLE_STAFF)) return 'staff';
  return 'customer';
}

export function isAdmin(roleId: unknown): boolean {
  return roleOf(roleId) === 'admin';
}

/** Staff and admins work the shop: the queue, the order list, every move, the sold-out switches. */
export function worksTheShop(roleId: unknown): boolean {
  return roleOf(roleId) !== 'customer';
}

const LANDINGS = { admin: '/admin/dashboard', staff: '/admin/queue', customer: '/cust/product' } as const;

/** Where a role lands after login or when it opens a visitor-only page. */
export function landingPathFor(roleId: unknown): (typeof LANDINGS)[Role] {
  return LANDINGS[roleOf(roleId)];
}
