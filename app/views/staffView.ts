import type { StaffMemberView } from '../../src/screens/StaffScreen';
import { roleOf } from '../../src/domain/roles';
import type { Answer } from '../api/client';

type StaffMember = Answer<'/api/users/staff', 'get'>['data'][number];

/** `GET users/staff`'s row as the Staff page shows it: only admins and staff are listed. */
export const staffMemberView = (member: StaffMember): StaffMemberView => ({
  id: member.id,
  firstName: member.first_name,
  email: member.email,
  role: roleOf(member.role_id) === 'admin' ? 'admin' : 'staff',
  since: member.created_at,
});
