import type { GridProduct } from '../../src/components/ProductGrid';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { Product } from '../api/types';

/** The API's product as a catalogue card shows it. */
export function gridProduct(product: Product): GridProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.images,
    imageSrcSet: photoSrcSet(product.images),
    stock: product.stock,
    soldOut: product.sold_out,
  };
}
