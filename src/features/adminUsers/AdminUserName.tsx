import { useAppSelector } from '../../app/hooks';
import { selectAdminUserName } from './adminUsersSelectors';

/** A staff member by display name once the lookup knows it, by id until then (or if it never does). */
export function AdminUserName({ id }: { id: string }) {
  return <>{useAppSelector((state) => selectAdminUserName(state, id))}</>;
}
