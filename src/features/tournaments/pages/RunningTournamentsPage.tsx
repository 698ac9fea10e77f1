import { TournamentListPage } from '../components/TournamentListPage';

export default function RunningTournamentsPage() {
  return <TournamentListPage list="running" />;
}
