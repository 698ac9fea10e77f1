import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function CanceledTournamentsPage() {
  return <PlaceholderPage title="Canceled tournaments" />;
}
