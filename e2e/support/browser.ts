import { expect, type Locator, type Page } from '@playwright/test';
import type { Session } from './api';

/**
 * Signs the page in as the app would after a login: token, id and role_id in localStorage
 * (docs/product.md#what-the-browser-keeps). Seeded once per tab, before the app's first script runs, so a later
 * logout or a tampered token is not undone by the next navigation.
 */
export async function signIn(page: Page, session: Session, extra: Record<string, string> = {}): Promise<void> {
  const items = { token: session.token, id: session.id, role_id: session.roleId, ...extra };
  await page.addInitScript((stored) => {
    try {
      if (window.sessionStorage.getItem('e2e:signed-in')) return;
      window.sessionStorage.setItem('e2e:signed-in', '1');
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage; the first real page seeds it.
    }
  }, items);
}

/** A popup (AlertDialog or ConfirmDialog) by its title; success popups are dialogs, the rest alertdialogs. */
export function popup(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
}

/** Waits for a popup with this title (and text), then closes it with its OK button. */
export async function acknowledge(page: Page, title: string | RegExp, text?: string | RegExp): Promise<void> {
  const dialog = popup(page, title);
  await expect(dialog).toBeVisible();
  if (text !== undefined) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

export async function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Nothing on the page still says it is loading (skeletons and spinners announce themselves). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The login form, filled and sent. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
