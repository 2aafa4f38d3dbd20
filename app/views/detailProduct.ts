import { parseSizeList } from '../../src/domain/categories';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { DetailProduct } from '../../src/screens/ProductDetailScreen';
import { deliveryMethodsOf } from '../api/productFields';
import { optionGroupView, type OptionGroup } from '../../src/domain/options';
import type { Product } from '../api/types';

/**
 * The API's product as the detail screen (and the cart's copy of it) knows it; `GET products/{id}`
 * adds its option groups, which the list leaves out.
 */
export function detailProduct(product: Product & { options?: OptionGroup[] }): DetailProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    image: product.images,
    imageSrcSet: photoSrcSet(product.images),
    sizes: parseSizeList(product.size),
    categoryId: product.category_id,
    stock: product.stock,
    methods: deliveryMethodsOf(product),
    start: product.start_delivery,
    end: product.end_delivery,
    options: (product.options ?? []).map(optionGroupView),
    soldOut: product.sold_out,
  };
}
