import { SIZE_LABELS, isSize } from '../domain/categories';

/** The human label of a size code as orders and history send it; an unknown code shows as is. */
export function sizeLabel(size: string): string {
  return isSize(size) ? SIZE_LABELS[size] : size;
}
