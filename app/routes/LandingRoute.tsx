import { useLingui } from '@lingui/react';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { useProducts } from '../api/products';
import { useShopStatus } from '../hooks/useShopStatus';
import { paths } from '../paths';
import { favouritesOf, favouritesStatus } from '../views/favouriteView';
import { PageTitle } from '../views/PageTitle';

/**
 * `/`: the marketing landing; every nav link leads to sign up. The favourites are real products
 * from the menu; 'Order Now' opens the product (a visitor passes through login on the way).
 */
export function LandingRoute() {
  const products = useProducts({ page: 1 });
  const shopStatus = useShopStatus();
  const language = useLingui().i18n.locale;
  return (
    <>
      <PageTitle />
      <LandingScreen
        favourites={favouritesOf(products.data?.result ?? [], paths.productDetail, language)}
        favouritesStatus={favouritesStatus(products)}
        onRetryFavourites={() => void products.refetch()}
        signupHref={paths.signup}
        loginHref={paths.login}
        shopStatus={shopStatus}
      />
    </>
  );
}
