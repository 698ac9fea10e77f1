/** The tournaments feature's hook for other features' components: the minute a tournament's times are said at. */
export { useCurrentMinute } from './useCurrentMinute';
