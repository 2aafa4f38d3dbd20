import type * as Validation from '../domain/validation';

/**
 * The forms' full checks (src/domain/validation.ts, in zod/mini: 10 kB gzip) load when a form is first
 * focused, not with its page: the login and sign-up pages are first pages, held to 150 kB. While a
 * person types, the live hints need only src/domain/liveChecks.ts.
 */
export const loadFormChecks = (): Promise<typeof Validation> => import('../domain/validation');

/** For a form's `onFocus`: starts loading the checks, so they are in by the time it is sent. */
export const preloadFormChecks = () => void loadFormChecks().catch(() => undefined);
