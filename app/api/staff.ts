import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET users/staff`, admin: the admins and the staff (docs/product.md#staff). */
export const fetchStaff = async (signal?: AbortSignal) => (await api('get', '/api/users/staff', { signal })).data;

export const staffQuery = () =>
  queryOptions({ queryKey: queryKeys.staff, queryFn: ({ signal }) => fetchStaff(signal) });

export const useStaff = () => useQuery(staffQuery());
