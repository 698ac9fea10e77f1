import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function TournamentPage() {
  const { id } = useParams();
  return <PlaceholderPage title={`Tournament ${id}`} />;
}
