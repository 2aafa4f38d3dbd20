import { test as base } from '@playwright/test';
import { adminAccount, newCustomer, type Account } from './api';

/**
 * `customer`: a brand-new customer per test, signed up through the API (each test owns its data).
 * `admin`: the demo admin's session. Neither touches the page: call signIn(page, account) for that.
 */
export const test = base.extend<{ customer: Account; admin: Account }>({
  customer: async ({ request }, use) => {
    await use(await newCustomer(request));
  },
  admin: async ({ request }, use) => {
    await use(await adminAccount(request));
  },
});

export { expect } from '@playwright/test';
