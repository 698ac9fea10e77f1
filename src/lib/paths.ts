import type { PathParam } from 'react-router';

/** A route's path with a link builder typed by the path's parameters. */
export interface RoutePath<Path extends string> {
  path: Path;
  link: (params: { [Key in PathParam<Path>]: string | number }) => string;
}

/**
 * The path split once into its segments, so that a link is one join (list pages make 10,000 card links at a
 * time). Same output as react-router's generatePath for these paths: ':name' segments URI-encoded.
 */
function routePath<Path extends string>(path: Path): RoutePath<Path> {
  const segments = path.split('/').map((segment) => ({ text: segment, param: segment.startsWith(':') ? segment.slice(1) : undefined }));
  return {
    path,
    link: (params) => {
      const values = params as Record<string, string | number>;
      return segments.map(({ text, param }) => (param === undefined ? text : encodeURIComponent(values[param]))).join('/');
    },
  };
}

/** Spec §2 Routes. Shared so that any feature can link to any page without importing it. */
export const paths = {
  running: routePath('/'),
  scheduled: routePath('/scheduled'),
  completed: routePath('/completed'),
  draft: routePath('/draft'),
  canceled: routePath('/canceled'),
  create: routePath('/create'),
  tournament: routePath('/tournament/:id'),
  unsentBonuses: routePath('/unsent-bonus-list'),
  /** Beyond the spec (issue 28): recurring series, and one series with its instances. */
  series: routePath('/series'),
  seriesDetail: routePath('/series/:id'),
};
