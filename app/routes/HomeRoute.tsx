import { useLingui } from '@lingui/react/macro';
import { HomeScreen } from '../../src/screens/HomeScreen';
import { MEMBER_CARD_ANCHOR } from '../../src/domain/memberCard';
import { useMemberCard } from '../api/memberCard';
import { useProducts } from '../api/products';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { favouritesOf, favouritesStatus } from '../views/favouriteView';
import { PageTitle } from '../views/PageTitle';

/**
 * `/cust/home` and `/admin/home`: the shared home content. The favourites are real products from the
 * menu, each leading to itself (the detail page, or the edit page for an admin).
 */
export function HomeRoute() {
  const { t, i18n } = useLingui();
  const { role } = useSession();
  const isAdmin = role === 'admin';
  const products = useProducts({ page: 1 });
  const memberCard = useMemberCard(role === 'customer');
  return (
    <>
      <PageTitle page={t`Home`} />
      <HomeScreen
        favourites={favouritesOf(
          products.data?.result ?? [],
          isAdmin ? paths.editProduct : paths.productDetail,
          i18n.locale,
        )}
        favouritesStatus={favouritesStatus(products)}
        onRetryFavourites={() => void products.refetch()}
        productsHref={isAdmin ? paths.adminProducts : paths.custProducts}
        memberCard={
          memberCard.data
            ? { points: memberCard.data.points, href: `${paths.custProfile}#${MEMBER_CARD_ANCHOR}` }
            : null
        }
      />
    </>
  );
}
