import { useSearchParams } from 'react-router';
import { paths } from '../paths';

/**
 * The two auth pages as the current one should link to them: a visitor on their way back to a page
 * (`?next=`, set by the menu's Add to Cart or a page behind the sign-in) keeps that way through
 * sign up and login.
 */
export function useAuthPaths(): { login: string; signup: string } {
  const [search] = useSearchParams();
  const next = search.get('next');
  return next
    ? { login: paths.loginThen(next), signup: paths.signupThen(next) }
    : { login: paths.login, signup: paths.signup };
}
