import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSubmission } from '../../src/screens/ProductForm';
import { api, type FormBody } from './client';
import { productFields, type ProductFields } from './productFields';
import { queryKeys } from './queryKeys';

type ProductForm = FormBody<'/api/products', 'post'>;
type ProductChanges = FormBody<'/api/products/{id}', 'patch'>;

/** Multipart parts are text: numbers and flags go as their digits. */
function formOf({ image, ...fields }: ProductFields): ProductChanges {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return { ...text, ...(image ? { image } : {}) };
}

/**
 * `POST products` (multipart), admin. Without a chosen image the form goes as it is and the
 * server answers its own message ("Choose a product image").
 */
export const createProduct = (submission: ProductSubmission) =>
  api('post', '/api/products', { form: formOf(productFields(submission)) as ProductForm });

/** `PATCH products/{id}` (multipart), admin. */
export const updateProduct = ({ id, ...submission }: ProductSubmission & { id: number }) =>
  api('patch', '/api/products/{id}', { params: { id }, form: formOf(productFields(submission)) });

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
