import type { PathParam } from 'react-router';

/** The tournament page's tabs (spec §2, with Review, Results and History), each by the name its address gives it. */
export const TOURNAMENT_TABS = ['tournament', 'leaderboard', 'bonus-outbox', 'boosters', 'review', 'results', 'history'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** The address's fragment that names a page's tab: `#/leaderboard`. */
export const tabHash = (tab: string): string => `#/${encodeURIComponent(tab)}`;

/** The tab a fragment names ('' when it names none): what tabHash wrote. */
export const tabOfHash = (hash: string): string => decodeURIComponent(hash.replace(/^#\/?/, ''));

/** A route's path with a link builder typed by the path's parameters, and by its page's tabs when it has any. */
export interface RoutePath<Path extends string, Tab extends string = never> {
  path: Path;
  link: (params: { [Key in PathParam<Path>]: string | number } & { tab?: Tab }) => string;
}

/**
 * The path split once into its segments, so that a link is one join (list pages make 10,000 card links at a
 * time). Same output as react-router's generatePath for these paths: ':name' segments URI-encoded; then the tab, if
 * given, as the fragment (tabHash).
 */
function routePath<Path extends string, Tab extends string = never>(path: Path): RoutePath<Path, Tab> {
  const segments = path.split('/').map((segment) => ({ text: segment, param: segment.startsWith(':') ? segment.slice(1) : undefined }));
  return {
    path,
    link: ({ tab, ...params }) => {
      const values = params as Record<string, string | number>;
      const pathname = segments.map(({ text, param }) => (param === undefined ? text : encodeURIComponent(values[param]))).join('/');
      return tab === undefined ? pathname : `${pathname}${tabHash(tab)}`;
    },
  };
}

/**
 * Spec §2 Routes. Shared so that any feature can link to any page without importing it; a page with tabs links to
 * one by name, as Keycloak's admin console builds `toClients({ realm, tab })`: `paths.tournament.link({ id, tab: 'leaderboard' })`.
 */
export const paths = {
  running: routePath('/'),
  scheduled: routePath('/scheduled'),
  completed: routePath('/completed'),
  draft: routePath('/draft'),
  canceled: routePath('/canceled'),
  create: routePath('/create'),
  tournament: routePath<'/tournament/:id', TournamentTab>('/tournament/:id'),
  unsentBonuses: routePath('/unsent-bonus-list'),
  /** Beyond the spec (issue 28): recurring series, and one series with its instances. */
  series: routePath('/series'),
  seriesDetail: routePath('/series/:id'),
};
