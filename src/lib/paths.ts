import { generatePath, type PathParam } from 'react-router';

/** A route's path with a link builder typed by the path's parameters. */
export interface RoutePath<Path extends string> {
  path: Path;
  link: (params: { [Key in PathParam<Path>]: string | number }) => string;
}

function routePath<Path extends string>(path: Path): RoutePath<Path> {
  return {
    path,
    link: (params) =>
      generatePath(path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) as never),
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
};
