import { HomeScreen } from '../../src/screens/HomeScreen';
import { favourites } from '../state/favourites';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { PageTitle } from '../views/PageTitle';

/** `/cust/home` and `/admin/home`: the shared home content, its links leading to the role's product list. */
export function HomeRoute() {
  const { role } = useSession();
  return (
    <>
      <PageTitle page="Home" />
      <HomeScreen favourites={favourites} productsHref={role === 'admin' ? paths.adminProducts : paths.custProducts} />
    </>
  );
}
