import { parseSizeList } from '../../src/domain/categories';
import { productDeliveryMethod } from '../../src/domain/delivery';
import type { ProductDraft } from '../../src/screens/ProductForm';
import { deliveryMethodsOf } from '../api/productFields';
import type { Product } from '../api/types';

/** A stored product as the edit form's starting values; delivery times are passed through untouched. */
export function productDraft(product: Product): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    stock: product.stock,
    categoryId: product.category_id,
    sizes: parseSizeList(product.size),
    method: productDeliveryMethod(deliveryMethodsOf(product)),
    start: product.start_delivery ?? '',
    end: product.end_delivery ?? '',
    imageUrl: product.images,
  };
}
