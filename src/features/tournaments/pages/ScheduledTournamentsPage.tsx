import { TournamentListPage } from '../components/TournamentListPage';

export default function ScheduledTournamentsPage() {
  return <TournamentListPage list="scheduled" />;
}
