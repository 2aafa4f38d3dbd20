import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Product } from './types';
import { queryKeys } from './queryKeys';

/** The product forms' fields as multipart, with the image only when one was chosen. */
export interface ProductFields {
  name: string;
  description: string;
  price: number;
  stock: number;
  category_id: number;
  size: string;
  is_dine_in: 0 | 1;
  is_home_delivery: 0 | 1;
  is_pick_up: 0 | 1;
  start_delivery: string;
  end_delivery: string;
  image?: File | null;
}

function toFormData({ image, ...fields }: ProductFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (image) form.append('image', image);
  return form;
}

/** `POST products` (multipart), admin. */
export const createProduct = (fields: ProductFields) =>
  api<{ messages: string; result: Product }>('products', { method: 'POST', body: toFormData(fields) });

/** `PATCH products/{id}` (multipart), admin. */
export const updateProduct = ({ id, ...fields }: ProductFields & { id: number }) =>
  api<{ messages: string; result: Product }>(`products/${id}`, { method: 'PATCH', body: toFormData(fields) });

/** The list and the product refresh after an add or an edit. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
