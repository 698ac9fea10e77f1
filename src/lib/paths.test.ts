import { generatePath } from 'react-router';
import { paths, tabHash, tabOfHash, TOURNAMENT_TABS } from './paths';

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

  it('links a tab of the tournament page by its name, at the addresses the end-to-end specs open', () => {
    expect(paths.tournament.link({ id: 7, tab: 'leaderboard' })).toBe('/tournament/7#/leaderboard');
    expect(paths.tournament.link({ id: 7, tab: 'bonus-outbox' })).toBe('/tournament/7#/bonus-outbox');
    expect(TOURNAMENT_TABS.map((tab) => paths.tournament.link({ id: 7, tab }).replace('/tournament/7', ''))).toEqual([
      '#/tournament',
      '#/leaderboard',
      '#/bonus-outbox',
      '#/boosters',
      '#/review',
      '#/results',
      '#/history',
    ]);
  });

  it('takes only the tabs a page has', () => {
    // @ts-expect-error: the tournament page has no such tab
    expect(paths.tournament.link({ id: 7, tab: 'leaderbord' })).toBe('/tournament/7#/leaderbord');
    // @ts-expect-error: the series page has no tabs
    expect(paths.series.link({ tab: 'leaderboard' })).toBe('/series#/leaderboard');
  });

  it('reads back the tab a fragment names', () => {
    for (const tab of [...TOURNAMENT_TABS, 'a tab/with ?#']) expect(tabOfHash(tabHash(tab))).toBe(tab);
    expect(['', '#', '#/', '#leaderboard'].map(tabOfHash)).toEqual(['', '', '', 'leaderboard']);
  });
});
