import { memo } from 'react';
import { Link } from 'react-router';
import { defineMessages } from '../../../i18n/defineMessages';
import type { MessageDescriptor, Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import type { TournamentCardView } from '../tournamentCard';
import { HeroImage } from './HeroImage';

const labels = defineMessages({
  scoreDriver: { id: 'tournaments.card.scoreDriverLabel', defaultMessage: 'Score driver' },
  start: { id: 'tournaments.card.startLabel', defaultMessage: 'Start' },
  end: { id: 'tournaments.card.endLabel', defaultMessage: 'End' },
  runLength: { id: 'tournaments.card.runLengthLabel', defaultMessage: 'Run length' },
  timeRemaining: { id: 'tournaments.card.timeRemainingLabel', defaultMessage: 'Time remaining' },
  winCriteria: { id: 'tournaments.card.winCriteriaLabel', defaultMessage: 'Win criteria' },
  optInCondition: { id: 'tournaments.card.optInConditionLabel', defaultMessage: 'Opt-in condition' },
  promotion: { id: 'tournaments.card.promotionLabel', defaultMessage: 'Promotion' },
  visibility: { id: 'tournaments.card.visibilityLabel', defaultMessage: 'Visibility' },
  leaderboard: { id: 'tournaments.card.leaderboardLabel', defaultMessage: 'Leaderboard' },
  scoringNow: { id: 'tournaments.card.scoringNowLabel', defaultMessage: 'Scoring now' },
  leader: { id: 'tournaments.card.leaderLabel', defaultMessage: 'Leader' },
});

function Fact({ label, value }: { label: MessageDescriptor; value: Text }) {
  const format = useFormatText();
  return (
    <>
      <dt>{format(label)}</dt>
      <dd>{format(value)}</dd>
    </>
  );
}

/**
 * Memoized: the card views stay the same objects until the list reloads or the minute turns.
 * Its own markup rather than antd's Card, which imports all of Tabs (its tab-list header), some 14 KB gzip
 * on the first load of the Running page (issue 6, figure 1); tournamentList.css draws it as antd would.
 * The title is the link (named by what it shows), spread over the whole card by tournamentList.css; the
 * card is an article named by its title.
 */
export const TournamentCard = memo(function TournamentCard({ card }: { card: TournamentCardView }) {
  const titleId = `tournament-card-title-${card.id}`;
  return (
    <article className="tournament-card" aria-labelledby={titleId}>
      <HeroImage key={card.imageUrl} src={card.imageUrl} />
      <div className="tournament-card-body">
        <div className="tournament-card-title" id={titleId}>
          <Link to={card.link} className="tournament-card-link">
            {card.title}
          </Link>
        </div>
        <div className="tournament-card-description">{card.shortDescription}</div>
        <dl className="tournament-card-facts">
          <Fact label={labels.scoreDriver} value={card.scoreDriver} />
          <Fact label={labels.start} value={card.start} />
          <Fact label={labels.end} value={card.end} />
          <Fact label={labels.runLength} value={card.runLength} />
          <Fact label={labels.timeRemaining} value={card.timeRemaining} />
          <Fact label={labels.winCriteria} value={card.winCriteria} />
          <Fact label={labels.optInCondition} value={card.optInCondition} />
          <Fact label={labels.promotion} value={card.promoted} />
          <Fact label={labels.visibility} value={card.visibility} />
          <Fact label={labels.leaderboard} value={card.players} />
          {card.scoringNow !== null && <Fact label={labels.scoringNow} value={card.scoringNow} />}
          {card.leader !== null && <Fact label={labels.leader} value={card.leader} />}
        </dl>
      </div>
    </article>
  );
});
