import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET user/detail`: the signed-in user's profile. */
export const fetchProfile = async (signal?: AbortSignal) => (await api('get', '/api/user/detail', { signal })).data;

export const profileQuery = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });
