/** The tournaments feature's public face for other features: how a tournament's times are said and the words lists share (the minute they are said at is in ui.ts). */
export { formatStartsIn } from './cardFormat';
export { sharedMessages } from './messages';
