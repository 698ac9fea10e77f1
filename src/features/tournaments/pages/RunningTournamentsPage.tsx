import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function RunningTournamentsPage() {
  return <PlaceholderPage title="Running tournaments" />;
}
