import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function ScheduledTournamentsPage() {
  return <PlaceholderPage title="Scheduled tournaments" />;
}
