import { paths } from '../paths';
import { useSession } from '../state/session';

/** Profile and password pages exist under both /cust and /admin: the signed-in role's own (staff use /admin's). */
export function useProfilePath(): string {
  const { role } = useSession();
  return role === 'admin' || role === 'staff' ? paths.adminProfile : paths.custProfile;
}
