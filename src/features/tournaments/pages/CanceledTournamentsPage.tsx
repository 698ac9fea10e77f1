import { TournamentListPage } from '../components/TournamentListPage';

export default function CanceledTournamentsPage() {
  return <TournamentListPage list="canceled" />;
}
