import { useParams } from 'react-router';
// The route stays here, among the tournament pages; the page itself is the editor's.
import { TournamentPage } from '../../editor/pages/TournamentPage';

/** /tournament/{id}: the tournament page of the address's id. */
export default function TournamentRoutePage() {
  const { id } = useParams();
  return <TournamentPage id={Number(id)} />;
}
