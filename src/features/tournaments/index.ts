/** The tournaments feature's public face for other features: how a tournament's times are said, and the minute they are said at. */
export { formatStartsIn } from './cardFormat';
export { useCurrentMinute } from './useCurrentMinute';
