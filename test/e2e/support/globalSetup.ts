// eslint-disable-next-line no-restricted-imports -- the e2e run prepares the real server's database template
import serverGlobalSetup from '../../../server/test/globalSetup';
import { buildSpaForE2e } from './spaBuild';

/** The server's database template, then the SPA build every e2e spec serves. */
export default async function globalSetup(): Promise<void> {
  await serverGlobalSetup();
  buildSpaForE2e();
}
