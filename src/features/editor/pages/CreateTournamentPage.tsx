import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function CreateTournamentPage() {
  return <PlaceholderPage title="Create tournament" />;
}
