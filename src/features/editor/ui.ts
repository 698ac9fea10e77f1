/** The editor's page for the tournament route (src/features/tournaments/pages/TournamentPage.tsx). */
export { TournamentPage } from './pages/TournamentPage';
