/** The live status beside a live list or board ('Live', 'Reconnecting...'): it brings a stylesheet, so not in index.ts. */
export { LiveStatus } from './LiveStatus';
