import semver from 'semver';
import lockfile from '../package-lock.json';
import manifest from '../package.json';

/**
 * `npm ci` warns EBADENGINE when an installed package asks for a newer Node than the one it runs on. The project
 * states its Node in `engines` (and README); every package the lockfile installs must accept the oldest Node
 * that range allows, so a fresh install on it prints no warning.
 */
describe('the installed packages and the Node the project states', () => {
  const oldestNode = semver.minVersion(manifest.engines.node)!.version;
  const packages = Object.entries(lockfile.packages as Record<string, { engines?: { node?: string } | string[] }>);

  it('states a Node range with a lowest version', () => {
    expect(oldestNode).toMatch(/^20\./);
  });

  it('installs no package that refuses that Node', () => {
    const refusing = packages
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(oldestNode, wanted) ? [`${path} wants node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
