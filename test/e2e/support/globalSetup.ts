// eslint-disable-next-line no-restricted-imports -- the e2e run prepares the real server's database template
import serverGlobalSetup from '../../../server/test/globalSetup';
import { createSeededTemplate } from './seededTemplate';
import { buildSpaForE2e } from './spaBuild';

/** The server's database template and the demo seeded into a copy of it, then the SPA build every e2e spec serves. */
export default async function globalSetup(): Promise<void> {
  const databases = async () => {
    await serverGlobalSetup();
    await createSeededTemplate();
  };
  await Promise.all([buildSpaForE2e(), databases()]);
}
