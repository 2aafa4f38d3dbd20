import { formatSizeList } from '../../src/domain/categories';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../src/domain/delivery';
import type { ProductSubmission } from '../../src/screens/ProductForm';
import type { FormBody } from './client';
import type { Product } from './types';

/*
 * The one place that knows how the API names a product's fields: the screens speak of delivery
 * methods, sizes as a list and start/end, where the API keeps three 0/1 flags, a comma list and
 * start_delivery/end_delivery.
 */

type ProductForm = FormBody<'/api/products', 'post'>;

/**
 * The product form's values under the API's field names, the image only when one was chosen, the
 * option groups only when the form sets them (left out, a save keeps the product's groups).
 */
export type ProductFields = Record<Exclude<keyof ProductForm, 'image' | 'option_group_ids'>, string | number> & {
  image?: Blob | null;
  option_group_ids?: string;
};

/** The API's flag of each delivery method. */
const FLAG_OF = {
  'dine in': 'is_dine_in',
  'home delivery': 'is_home_delivery',
  'take away': 'is_pick_up',
} as const satisfies Record<DeliveryMethod, keyof Product>;

/** The delivery methods an API product is sold for, in the radios' order. */
export function deliveryMethodsOf(product: Pick<Product, (typeof FLAG_OF)[DeliveryMethod]>): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((method) => Boolean(product[FLAG_OF[method]]));
}

/** What Save raised, as the products call's fields: a flag per method, 1 when ticked, else reset to 0. */
export function productFields(submission: ProductSubmission): ProductFields {
  return {
    name: submission.name,
    description: submission.description,
    // Sent empty too: an emptied field removes the Indonesian text.
    name_indonesian: submission.nameIndonesian,
    description_indonesian: submission.descriptionIndonesian,
    price: submission.price,
    stock: submission.stock,
    category_id: submission.categoryId,
    size: formatSizeList(submission.sizes),
    is_dine_in: submission.methods.includes('dine in') ? 1 : 0,
    is_home_delivery: submission.methods.includes('home delivery') ? 1 : 0,
    is_pick_up: submission.methods.includes('take away') ? 1 : 0,
    start_delivery: submission.start,
    end_delivery: submission.end,
    image: submission.image,
    // Left out when the form offered no groups: the server keeps the product's groups as they are.
    ...(submission.optionGroupIds ? { option_group_ids: submission.optionGroupIds.join(',') } : {}),
  };
}
