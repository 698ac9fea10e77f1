import { Col, Empty, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { TournamentCardView } from '../tournamentCard';
import { TournamentCard } from './TournamentCard';

/** Spec §9 constant: the loading skeleton's placeholder cards. */
export const SKELETON_CARD_COUNT = 3;

/** One column below sm, two from sm, three from lg, four from xxl (the theme sets the §9 breakpoints). */
function CardGrid({ label, busy = false, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label} aria-busy={busy}>
      {children}
    </Row>
  );
}

function GridCell({ children }: { children: ReactNode }) {
  return (
    <Col role="listitem" xs={24} sm={12} lg={8} xxl={6}>
      {children}
    </Col>
  );
}

export function TournamentCardsLoading() {
  return (
    <CardGrid label="Loading tournaments" busy>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <GridCell key={index}>
          {/* The list's label and aria-busy say it all; the placeholder's inner bars mean nothing read out. */}
          <div className="tournament-card-placeholder" aria-hidden>
            <Skeleton active />
          </div>
        </GridCell>
      ))}
    </CardGrid>
  );
}

export function TournamentCardGrid({ cards }: { cards: TournamentCardView[] }) {
  if (cards.length === 0) return <Empty description="No tournaments found" />;
  return (
    <CardGrid label="Tournaments">
      {cards.map((card) => (
        <GridCell key={card.id}>
          <TournamentCard card={card} />
        </GridCell>
      ))}
    </CardGrid>
  );
}
