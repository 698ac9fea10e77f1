import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function CompletedTournamentsPage() {
  return <PlaceholderPage title="Completed tournaments" />;
}
