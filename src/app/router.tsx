import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { configureNavigation } from '../lib/navigation';
import { paths } from '../lib/paths';
import { Layout, PageLoading } from './layout/Layout';

/** A route whose page is its own chunk, fetched the first time the route is visited. */
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const appRoutes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      lazyPage(paths.running.path, () => import(/* webpackChunkName: "running" */ '../features/tournaments/pages/RunningTournamentsPage')),
      lazyPage(paths.scheduled.path, () => import(/* webpackChunkName: "scheduled" */ '../features/tournaments/pages/ScheduledTournamentsPage')),
      lazyPage(paths.completed.path, () => import(/* webpackChunkName: "completed" */ '../features/tournaments/pages/CompletedTournamentsPage')),
      lazyPage(paths.draft.path, () => import(/* webpackChunkName: "draft" */ '../features/tournaments/pages/DraftTournamentsPage')),
      lazyPage(paths.canceled.path, () => import(/* webpackChunkName: "canceled" */ '../features/tournaments/pages/CanceledTournamentsPage')),
      lazyPage(paths.create.path, () => import(/* webpackChunkName: "create" */ '../features/editor/pages/CreateTournamentPage')),
      lazyPage(paths.tournament.path, () => import(/* webpackChunkName: "tournament" */ '../features/tournaments/pages/TournamentPage')),
      lazyPage(paths.unsentBonuses.path, () => import(/* webpackChunkName: "unsent" */ '../features/unsent/pages/UnsentBonusesPage')),
      // Its own chunk too: antd's Result is only on this page and the sign-in failure.
      lazyPage('*', () => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage')),
    ],
  },
];

/** The router, also made the sagas' navigation (src/lib/navigation.ts). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  configureNavigation((path) => void router.navigate(path));
  return router;
}
