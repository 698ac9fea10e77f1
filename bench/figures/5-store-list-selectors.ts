/**
 * Figure 5: the store with 10,000 tournaments. Runs in Node on the console's real root reducer and list
 * selectors (no browser, no sagas): what a list load costs the store, and that nothing recomputes when
 * state the lists do not read changes.
 */
import { configureStore } from '@reduxjs/toolkit';
import { TOURNAMENT_LISTS } from '../../src/api/tournaments';
import { rootReducer } from '../../src/app/rootReducer';
import { toastShown } from '../../src/app/toasts/toastsSlice';
import { TournamentStatus } from '../../src/domain/enums';
import { aTournament, TEST_NOW } from '../../src/features/tournaments/tournamentFixtures';
import { tournamentListSelectors } from '../../src/features/tournaments/tournamentsSelectors';
import { listLoaded } from '../../src/features/tournaments/tournamentsSlice';
import { countLoaded } from '../../src/features/unsent/unsentSlice';
import type { BenchFigure, Measurement } from '../lib/figure';
import { summarize } from '../lib/stats';

const TOURNAMENTS = 10_000;
const BUDGET_MS = 50;

/** The console's store without its sagas. Production builds leave out Redux Toolkit's development checks, so they are off here too. */
function createBenchStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false, immutableCheck: false, serializableCheck: false }),
  });
}

type BenchStore = ReturnType<typeof createBenchStore>;

/** Version `version` of every tournament: new objects, as a reload from the server gives. */
const tournamentsVersion = (version: number) =>
  Array.from({ length: TOURNAMENTS }, (_, index) => aTournament(index + 1, { title: `Tournament ${index + 1} v${version}`, status: TournamentStatus.InProgress }));

/** Every list page's cards, as the five pages would select them. */
const deriveEveryList = (store: BenchStore) => TOURNAMENT_LISTS.map((list) => tournamentListSelectors[list].selectCards(store.getState(), TEST_NOW));

const totalRecomputations = () => TOURNAMENT_LISTS.reduce((sum, list) => sum + tournamentListSelectors[list].selectCards.recomputations(), 0);

/** Milliseconds for one upsert of every tournament into the running list plus every list's derivation. */
function timeUpsertAndDerive(store: BenchStore, version: number): number {
  const tournaments = tournamentsVersion(version);
  const start = performance.now();
  store.dispatch(listLoaded({ list: 'running', tournaments }));
  const cards = deriveEveryList(store);
  const elapsed = performance.now() - start;
  if (cards[0].length !== TOURNAMENTS) throw new Error(`The running list derived ${cards[0].length} cards, not ${TOURNAMENTS}`);
  return elapsed;
}

/** Recomputations of the list selectors caused by `change` (a state change none of the lists reads). */
function recomputationsAfter(store: BenchStore, change: () => void): number {
  deriveEveryList(store);
  const before = totalRecomputations();
  change();
  deriveEveryList(store);
  return totalRecomputations() - before;
}

export const storeListSelectorsFigure: BenchFigure = {
  figure: 5,
  title: 'Store: upserting 10,000 tournaments and re-deriving the list pages',
  async run({ quick }) {
    const runs = quick ? 5 : 20;
    const store = createBenchStore();
    // The first load inserts; every run after it replaces all 10,000 with new objects (an upsert).
    const firstLoad = timeUpsertAndDerive(store, 0);
    const upserts = Array.from({ length: runs }, (_, run) => timeUpsertAndDerive(store, run + 1));
    const timing = summarize(upserts);
    const unrelated = recomputationsAfter(store, () => {
      store.dispatch(toastShown({ kind: 'info', header: 'Bench', text: 'an unrelated toast' }));
      store.dispatch(countLoaded(7));
    });
    const otherList = recomputationsAfter(store, () => {
      store.dispatch(listLoaded({ list: 'draft', tournaments: [aTournament(TOURNAMENTS + 1, { status: TournamentStatus.Draft })] }));
    });
    const measurements: Measurement[] = [
      {
        label: 'Upsert 10,000 tournaments + derive the cards of all 5 list pages',
        value: timing.median,
        p95: timing.p95,
        unit: 'ms',
        runs: timing.runs,
        budget: { text: `≤ ${BUDGET_MS} ms (p95)`, pass: timing.p95 <= BUDGET_MS },
      },
      { label: 'First load (insert) of 10,000 + derive', value: firstLoad, unit: 'ms', runs: 1 },
      {
        label: 'List selector recomputations after unrelated actions (a toast, the unsent count)',
        value: unrelated,
        unit: 'recomputations',
        runs: 1,
        budget: { text: '0', pass: unrelated === 0 },
      },
      {
        label: "List selector recomputations after another list's load (drafts)",
        value: otherList,
        unit: 'recomputations',
        runs: 1,
        note: 'Only the drafts list itself may recompute (1).',
        budget: { text: '≤ 1 (the loaded list only)', pass: otherList <= 1 },
      },
    ];
    return {
      figure: 5,
      title: this.title,
      measurements,
      notes: [
        `Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'} (\`npm run bench\` sets production: the production builds of Redux Toolkit and immer, as the shipped console runs), the console's root reducer in a Redux Toolkit store without sagas; Redux Toolkit's development-only immutability and serializability checks off, as in the production build. Loaded tournaments are frozen at their top level in production and deeply in development and tests (tournamentsSlice.ts).`,
        `Each run dispatches \`tournaments/listLoaded\` with 10,000 new tournament objects into the running list (a setMany over 10,000 existing ids, on plain objects rather than immer drafts), then calls every list page's \`selectCards\` (10,000 card views for Running; a card view formats dates and the time remaining). Recomputations are reselect's \`recomputations()\` of the five \`selectCards\`.`,
        'Where the time goes (issue 6 optimisation, NODE_ENV=production, the fastest runs seen on this shared machine): the reducer about 25 ms (copying the 10,000-entry entities object, a top-level freeze per tournament, immer checking each entry), the running list\'s 10,000 card views about 20 to 25 ms once warm (two date formats, the run length and the time remaining per card). Under the load of other processes on this 2-CPU machine both double, which is why the p95 misses. To meet 50 ms at p95 with margin: keep the card views of tournaments whose fields did not change (a load that returns equal tournaments would then cost only the reducer: compare by a server version or updated-at field, which the API does not send yet), or derive the cards of visible rows only (the grid is not windowed).',
      ],
    };
  },
};
