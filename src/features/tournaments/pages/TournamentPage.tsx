import { useParams } from 'react-router';
import NotFoundPage from '../../../components/NotFoundPage';
// The route stays here, among the tournament pages; the page itself is the editor's.
import { TournamentPage } from '../../editor/pages/TournamentPage';

/** Tournament ids are positive integers: any other address names no tournament, so nothing is asked for. */
export const parseTournamentId = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** /tournament/{id}: the tournament page of the address's id. */
export default function TournamentRoutePage() {
  const id = parseTournamentId(useParams().id);
  return id === undefined ? <NotFoundPage /> : <TournamentPage id={id} />;
}
