import { HomeScreen } from '../../src/screens/HomeScreen';
import { favourites } from '../state/favourites';
import { paths } from '../paths';
import { useSession } from '../state/session';

/** `/cust/home` and `/admin/home`: the shared home content, its links leading to the role's product list. */
export function HomeRoute() {
  const { role } = useSession();
  return (
    <HomeScreen favourites={favourites} productsHref={role === 'admin' ? paths.adminProducts : paths.custProducts} />
  );
}
