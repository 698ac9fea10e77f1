// The end-to-end specs drive the real server; the rule keeping the SPA away from server code does not apply here.
// eslint-disable-next-line no-restricted-imports
export { startTestServer, type TestServer } from '../../../server/test/harness';
// eslint-disable-next-line no-restricted-imports
export { freePort } from '../../../server/test/freePort';
// eslint-disable-next-line no-restricted-imports
export { openTestDatabase } from '../../../server/test/testDatabase';
// eslint-disable-next-line no-restricted-imports
export type { DatabaseHandle } from '../../../server/src/db/database';
