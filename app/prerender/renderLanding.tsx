import { renderToString } from 'react-dom/server';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { paths } from '../paths';

/**
 * The landing as HTML, made at build time (vite.config.ts writes it into dist/web/landing.html and
 * the server sends that page for `/`), so a phone paints the landing from the HTML and the CSS alone,
 * before any JavaScript arrives (issue 14). It is the app's own first render of LandingRoute: the
 * same links, and the favourites still loading, since the menu is only known when the page runs.
 */
export function renderLanding(): string {
  return renderToString(
    <LandingScreen favourites={[]} favouritesStatus="loading" signupHref={paths.signup} loginHref={paths.login} />,
  );
}
