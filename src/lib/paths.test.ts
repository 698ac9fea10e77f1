import { generatePath } from 'react-router';
import { paths } from './paths';

describe('paths', () => {
  it("links the pages without parameters to their path, as react-router's generatePath does", () => {
    for (const route of Object.values(paths).filter(({ path }) => !path.includes(':'))) {
      expect((route.link as (params: object) => string)({})).toBe(generatePath(route.path));
    }
  });

  it('puts the tournament id into its link, URI-encoded', () => {
    expect(paths.tournament.link({ id: 42 })).toBe('/tournament/42');
    expect(paths.tournament.link({ id: 'a b/c' })).toBe(generatePath(paths.tournament.path, { id: 'a b/c' }));
  });
});
