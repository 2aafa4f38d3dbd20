import { parseSizeList } from '../../src/domain/categories';
import { parseShopTime, shopClock } from '../../src/domain/shopTime';
import type { ProductDraft } from '../../src/screens/ProductForm';
import { deliveryMethodsOf } from '../api/productFields';
import type { Product } from '../api/types';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A stored delivery bound as the form's time of day. The form sets hours of every day; a product an
 * older client saved with date-times shows their time of day, and is saved as that daily window.
 */
function timeOfDay(value: string | null): string {
  if (!value) return '';
  if (/^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  const instant = parseShopTime(value);
  if (!instant) return '';
  const { hour, minute } = shopClock(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** A stored product as the edit form's starting values; `options` are its groups (`GET products/{id}`). */
export function productDraft(product: Product & { options?: readonly { id: number }[] }): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    nameIndonesian: product.name_indonesian ?? '',
    descriptionIndonesian: product.description_indonesian ?? '',
    price: product.price,
    stock: product.stock,
    categoryId: product.category_id,
    sizes: parseSizeList(product.size),
    methods: deliveryMethodsOf(product),
    start: timeOfDay(product.start_delivery),
    end: timeOfDay(product.end_delivery),
    imageUrl: product.images,
    optionGroupIds: (product.options ?? []).map((group) => group.id),
  };
}
