import { memo } from 'react';
import { Link } from 'react-router';
import type { TournamentCardView } from '../tournamentCard';
import { HeroImage } from './HeroImage';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * Memoized: the card views stay the same objects until the list reloads or the minute turns.
 * Its own markup rather than antd's Card, which imports all of Tabs (its tab-list header), some 14 KB gzip
 * on the first load of the Running page (issue 6, figure 1); tournamentList.css draws it as antd would.
 */
export const TournamentCard = memo(function TournamentCard({ card }: { card: TournamentCardView }) {
  return (
    <Link to={card.link} className="tournament-card-link" aria-label={card.title}>
      <article className="tournament-card">
        <HeroImage key={card.imageUrl} src={card.imageUrl} />
        <div className="tournament-card-body">
          <div className="tournament-card-title">{card.title}</div>
          <div className="tournament-card-description">{card.shortDescription}</div>
          <dl className="tournament-card-facts">
            <Fact label="Score driver" value={card.scoreDriver} />
            <Fact label="Start" value={card.start} />
            <Fact label="End" value={card.end} />
            <Fact label="Run length" value={card.runLength} />
            <Fact label="Time remaining" value={card.timeRemaining} />
            <Fact label="Win criteria" value={card.winCriteria} />
            <Fact label="Opt-in condition" value={card.optInCondition} />
            <Fact label="Promotion" value={card.promoted} />
            <Fact label="Visibility" value={card.visibility} />
            <Fact label="Leaderboard" value={card.players} />
            {card.onBoard !== null && <Fact label="On the board" value={card.onBoard} />}
            {card.leader !== null && <Fact label="Leader" value={card.leader} />}
          </dl>
        </div>
      </article>
    </Link>
  );
});
