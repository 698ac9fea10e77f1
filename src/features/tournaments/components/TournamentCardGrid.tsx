import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import type { TournamentCardView } from '../tournamentCard';
import { TournamentCard } from './TournamentCard';

const messages = defineMessages({
  loading: { id: 'tournaments.grid.loading', defaultMessage: 'Loading tournaments' },
  cards: { id: 'tournaments.grid.cards', defaultMessage: 'Tournaments' },
  empty: { id: 'tournaments.grid.empty', defaultMessage: 'No tournaments found' },
});

/** Spec §9 constant: the loading skeleton's placeholder cards. */
export const SKELETON_CARD_COUNT = 3;

/** A CSS grid (tournamentList.css) rather than antd's Row and Col, on the first route only for this (issue 6, figure 1). */
function CardGrid({ label, busy = false, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul className="tournament-card-grid" aria-label={label} aria-busy={busy}>
      {children}
    </ul>
  );
}

export function TournamentCardsLoading() {
  const intl = useIntl();
  return (
    <CardGrid label={intl.formatMessage(messages.loading)} busy>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <li key={index}>
          {/* The list's label and aria-busy say it all; the placeholder's inner bars mean nothing read out. */}
          <div className="tournament-card-placeholder" aria-hidden>
            <Skeleton active />
          </div>
        </li>
      ))}
    </CardGrid>
  );
}

export function TournamentCardGrid({ cards }: { cards: TournamentCardView[] }) {
  const intl = useIntl();
  if (cards.length === 0) {
    return (
      <p className="tournament-list-empty">
        <FormattedMessage {...messages.empty} />
      </p>
    );
  }
  return (
    <CardGrid label={intl.formatMessage(messages.cards)}>
      {cards.map((card) => (
        <li key={card.id}>
          <TournamentCard card={card} />
        </li>
      ))}
    </CardGrid>
  );
}
