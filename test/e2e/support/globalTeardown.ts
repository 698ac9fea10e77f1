// eslint-disable-next-line no-restricted-imports -- the e2e run prepares the real server's database template
import serverGlobalTeardown from '../../../server/test/globalTeardown';
import { removeSeededTemplate } from './seededTemplate';
import { removeSpaBuild } from './spaBuild';

export default async function globalTeardown(): Promise<void> {
  await removeSeededTemplate();
  await serverGlobalTeardown();
  removeSpaBuild();
}
