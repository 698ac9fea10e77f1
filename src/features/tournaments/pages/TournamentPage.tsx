import { useParams } from 'react-router';
import NotFoundPage from '../../../components/NotFoundPage';
import { bonusOutboxFeature } from '../../bonusOutbox/bonusOutboxFeature';
import { editorFeature } from '../../editor/editorFeature';
import { TournamentPage } from '../../editor/ui';
import { historyFeature } from '../../history/historyFeature';
import { leaderboardFeature } from '../../leaderboard/leaderboardFeature';
import { payoutReviewFeature } from '../../payoutReview/payoutReviewFeature';
import { resultsFeature } from '../../results/resultsFeature';
import { seriesFeature } from '../../series/seriesFeature';
import { simulationFeature } from '../../simulation/simulationFeature';
// The route stays here, among the tournament pages; the page itself is the editor's.

/** What the page and its tabs use beyond the entry, injected when its route loads (src/app/router.tsx). */
export const features = [editorFeature, simulationFeature, leaderboardFeature, bonusOutboxFeature, historyFeature, payoutReviewFeature, seriesFeature, resultsFeature];

/** Tournament ids are positive integers: any other address names no tournament, so nothing is asked for. */
export const parseTournamentId = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** /tournament/{id}: the tournament page of the address's id. */
export default function TournamentRoutePage() {
  const id = parseTournamentId(useParams().id);
  return id === undefined ? <NotFoundPage /> : <TournamentPage id={id} />;
}
