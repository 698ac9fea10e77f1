import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function DraftTournamentsPage() {
  return <PlaceholderPage title="Draft tournaments" />;
}
