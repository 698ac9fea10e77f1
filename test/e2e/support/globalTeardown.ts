// eslint-disable-next-line no-restricted-imports -- the e2e run prepares the real server's database template
import serverGlobalTeardown from '../../../server/test/globalTeardown';
import { removeSpaBuild } from './spaBuild';

export default async function globalTeardown(): Promise<void> {
  await serverGlobalTeardown();
  removeSpaBuild();
}
