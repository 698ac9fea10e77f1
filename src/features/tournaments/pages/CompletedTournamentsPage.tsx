import { TournamentListPage } from '../components/TournamentListPage';

export default function CompletedTournamentsPage() {
  return <TournamentListPage list="completed" />;
}
