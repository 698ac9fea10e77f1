import { TournamentListPage } from '../components/TournamentListPage';

export default function DraftTournamentsPage() {
  return <TournamentListPage list="draft" />;
}
