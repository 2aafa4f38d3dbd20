import type { GridProduct } from '../../src/components/ProductGrid';
import { photoSrcSet } from '../../src/domain/photoWidths';
import type { Product } from '../api/types';
import { menuText } from './menuText';

/** The API's product as a catalogue card shows it, named in the page's language. */
export function gridProduct(product: Product, language: string): GridProduct {
  return {
    id: product.id,
    name: menuText(language, product.name, product.name_indonesian),
    price: product.price,
    image: product.images,
    imageSrcSet: photoSrcSet(product.images),
    stock: product.stock,
    soldOut: product.sold_out,
  };
}
