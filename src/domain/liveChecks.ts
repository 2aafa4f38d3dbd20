import { PASSWORD_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

// The checks a form runs while a person types: plain functions, so a form's first load carries
// them without zod (validation.ts, loaded when the form is sent; docs/decisions/0009-zod-mini-in-the-browser.md).

/** An email as the forms take it: something, an @, something, no spaces. */
export const hasAt = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** Live hint under the email field while typing. */
export function emailLiveError(value: string): string | null {
  return value.length > 0 && !hasAt(value) ? MESSAGES.emailFormat : null;
}

/** Live hint under the password field while typing. */
export function passwordLiveError(value: string): string | null {
  return value.length > 0 && value.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordLive : null;
}
