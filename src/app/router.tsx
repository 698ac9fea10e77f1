import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { configureNavigation } from '../lib/navigation';
import { paths } from '../lib/paths';
import type { InjectFeatures } from './featureInjection';
import type { LazyFeature } from './lazyFeature';
import { Layout, PageLoading } from './layout/Layout';

/** A route's module: its page, and the features (slices, sagas, toasts) the page uses beyond the entry's. */
interface PageModule {
  default: ComponentType;
  features?: readonly LazyFeature[];
}

/**
 * A route whose page is its own chunk, fetched the first time the route is visited; its features are injected into
 * the store then, before the page first renders (each once: src/app/featureInjection.ts).
 */
function lazyPage(path: string, load: () => Promise<PageModule>, injectFeatures: InjectFeatures): RouteObject {
  return {
    path,
    lazy: async () => {
      const page = await load();
      injectFeatures(page.features ?? []);
      return { Component: page.default };
    },
  };
}

/** The console's routes, taking their features into the store whose `injectFeatures` is given. */
export function createAppRoutes(injectFeatures: InjectFeatures): RouteObject[] {
  const page = (path: string, load: () => Promise<PageModule>) => lazyPage(path, load, injectFeatures);
  return [
    {
      Component: Layout,
      HydrateFallback: PageLoading,
      children: [
        page(paths.running.path, () => import(/* webpackChunkName: "running" */ '../features/tournaments/pages/RunningTournamentsPage')),
        page(paths.scheduled.path, () => import(/* webpackChunkName: "scheduled" */ '../features/tournaments/pages/ScheduledTournamentsPage')),
        page(paths.completed.path, () => import(/* webpackChunkName: "completed" */ '../features/tournaments/pages/CompletedTournamentsPage')),
        page(paths.draft.path, () => import(/* webpackChunkName: "draft" */ '../features/tournaments/pages/DraftTournamentsPage')),
        page(paths.canceled.path, () => import(/* webpackChunkName: "canceled" */ '../features/tournaments/pages/CanceledTournamentsPage')),
        page(paths.create.path, () => import(/* webpackChunkName: "create" */ '../features/editor/pages/CreateTournamentPage')),
        page(paths.tournament.path, () => import(/* webpackChunkName: "tournament" */ '../features/tournaments/pages/TournamentPage')),
        page(paths.unsentBonuses.path, () => import(/* webpackChunkName: "unsent" */ '../features/unsent/pages/UnsentBonusesPage')),
        page(paths.series.path, () => import(/* webpackChunkName: "series" */ '../features/series/pages/SeriesListPage')),
        page(paths.seriesDetail.path, () => import(/* webpackChunkName: "series-detail" */ '../features/series/pages/SeriesPage')),
        // Its own chunk too: antd's Result is only on this page and the sign-in failure.
        page('*', () => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage')),
      ],
    },
  ];
}

/** The router, also made the sagas' navigation (src/lib/navigation.ts). */
export function createAppRouter(injectFeatures: InjectFeatures) {
  const router = createBrowserRouter(createAppRoutes(injectFeatures));
  configureNavigation((path) => void router.navigate(path));
  return router;
}
