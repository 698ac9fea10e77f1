/** The admin users' public face: the ids a list has seen (looked up once, by this feature's saga). */
export { userIdsSeen } from './adminUsersSlice';
