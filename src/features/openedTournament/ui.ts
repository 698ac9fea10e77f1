/** The hook a data tab of the tournament page loads and cancels by (React: apart from index.ts, which slices import). */
export { useTournamentTabShown } from './useTournamentTabShown';
