import { parseSizeList } from '../../src/domain/categories';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { DetailProduct } from '../../src/screens/ProductDetailScreen';
import { deliveryMethodsOf } from '../api/productFields';
import { optionGroupView, type OptionGroup } from '../../src/domain/options';
import type { Product } from '../api/types';
import { groupsIn, menuText } from './menuText';

/**
 * The API's product as the detail screen (and the cart's copy of it) knows it, in the page's
 * language; `GET products/{id}` adds its option groups, which the list leaves out.
 */
export function detailProduct(product: Product & { options?: OptionGroup[] }, language: string): DetailProduct {
  return {
    id: product.id,
    name: menuText(language, product.name, product.name_indonesian),
    description: menuText(language, product.description, product.description_indonesian),
    price: product.price,
    image: product.images,
    imageSrcSet: photoSrcSet(product.images),
    sizes: parseSizeList(product.size),
    categoryId: product.category_id,
    stock: product.stock,
    methods: deliveryMethodsOf(product),
    start: product.start_delivery,
    end: product.end_delivery,
    options: groupsIn(language, product.options ?? []).map(optionGroupView),
    soldOut: product.sold_out,
  };
}
