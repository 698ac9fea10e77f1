/** The admin users' components for other features: an admin's name in place of their id. */
export { AdminUserName } from './AdminUserName';
