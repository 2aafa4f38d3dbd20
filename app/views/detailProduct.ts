import { parseSizeList } from '../../src/domain/categories';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { DetailProduct } from '../../src/screens/ProductDetailScreen';
import { deliveryMethodsOf } from '../api/productFields';
import type { Product } from '../api/types';

/** The API's product as the detail screen (and the cart's copy of it) knows it. */
export function detailProduct(product: Product): DetailProduct {
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
  };
}
