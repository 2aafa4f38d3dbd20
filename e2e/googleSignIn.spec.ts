import { startLocalIssuer, type LocalIssuer } from '../server/test/support/oidcIssuer';
import { acknowledge } from './support/browser';
import { expect, test as base } from './support/fixtures';

/**
 * Sign in with Google, the whole way in a browser: the shop's button, the server's start, a real
 * OpenID provider on this machine (server/test/support/oidcIssuer.ts, which approves at once), the
 * server's callback and the login page trading the one-time code for a session. The worker's server is
 * started with the provider's client id, secret and issuer.
 */
const test = base.extend<object, { issuer: LocalIssuer }>({
  issuer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const issuer = await startLocalIssuer();
      await use(issuer);
      await issuer.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ issuer }, use) => {
      await use({
        GOOGLE_CLIENT_ID: issuer.clientId,
        GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        OIDC_ISSUER: issuer.issuer,
      });
    },
    { scope: 'worker' },
  ],
});

test('a new person signs in with Google and comes back signed in, where they were going', async ({ page, issuer }) => {
  const email = `e2e-google-${Date.now()}@gmail.test`;
  issuer.person = { sub: `e2e-${Date.now()}`, email, email_verified: true, given_name: 'Sari' };

  await page.goto('/auth/signup');
  await expect(page.getByRole('link', { name: 'Sign Up With Google' })).toHaveAttribute(
    'href',
    '/api/auth/google/start',
  );
  await page.goto('/auth/login?next=%2Fcust%2Fhistory');
  const google = page.getByRole('link', { name: 'Login With Google' });
  await expect(google).toHaveAttribute('href', '/api/auth/google/start?redirect=%2Fcust%2Fhistory');
  await google.click();
  // Back from the provider: the page the person was on the way to, signed in.
  await expect(page).toHaveURL(/\/cust\/history$/);
  await acknowledge(page, 'Success Login');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const profile = await page.request.get('/api/user/detail', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile.json()) as unknown).toMatchObject({ data: { email, first_name: 'Sari', role_id: 2 } });

  // A used one-time code does not sign anyone in: the login page says so and shows the form.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth/login?sso=already-used-or-made-up');
  await expect(page.getByRole('alert')).toContainText('That Google sign-in took too long or was already used');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the login page says why when Google is down or cancelled', async ({ page }) => {
  await page.goto('/auth/login?sso_error=provider');
  await expect(page.getByRole('alert')).toContainText('Google could not be reached just now');
  await page.goto('/auth/login?sso_error=unverified');
  await expect(page.getByRole('alert')).toContainText('Google has not verified it');
});
