import { LandingScreen } from '../../src/screens/LandingScreen';
import { favourites } from '../state/favourites';
import { paths } from '../paths';
import { PageTitle } from '../views/PageTitle';

/** `/`: the marketing landing; every nav link leads to sign up. */
export function LandingRoute() {
  return (
    <>
      <PageTitle />
      <LandingScreen favourites={favourites} signupHref={paths.signup} loginHref={paths.login} />
    </>
  );
}
