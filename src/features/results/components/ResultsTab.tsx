import { Spin } from 'antd';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { SmallHeading } from '../../../components/SmallHeading';
import { formatText } from '../../../i18n/text';
import { useTournamentTabShown } from '../../openedTournament/ui';
import { resultsMessages as messages } from '../messages';
import { selectFunnelFigures, selectMoneyFigures, selectResultsNotice } from '../resultsSelectors';
import { resultsTabClosed, resultsTabOpened } from '../resultsSlice';
import { FigureCards } from './FigureCard';
import { ResultsHeader } from './ResultsHeader';
import './results.css';

// The charts bring recharts: a chunk of their own, fetched when figures first show.
const ResultsCharts = lazy(() => import(/* webpackChunkName: "results-charts" */ './ResultsCharts'));

function ResultsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="results-section" aria-labelledby={headingId}>
      <SmallHeading level={2} id={headingId}>
        {title}
      </SmallHeading>
      {children}
    </section>
  );
}

/**
 * Issue 28's Results tab of a running or finished tournament: did it pay? The funnel, turnover and GGR during
 * against before, the prize cost by kind, its share per participant and the ROI, each with its definition, then the
 * charts. Reads when shown (again while the figures are pending or provisional), stops when hidden or left.
 */
export function ResultsTab() {
  useTournamentTabShown(resultsTabOpened, resultsTabClosed);
  const intl = useIntl();
  const notice = useAppSelector(selectResultsNotice);
  const funnel = useAppSelector(selectFunnelFigures);
  const money = useAppSelector(selectMoneyFigures);
  if (notice) {
    return (
      <p role="status" className="results-notice">
        {formatText(intl, notice)}
      </p>
    );
  }
  return (
    <div className="results-tab">
      <ResultsHeader />
      <ResultsSection title={intl.formatMessage(messages.players)}>
        <FigureCards figures={funnel} />
      </ResultsSection>
      <ResultsSection title={intl.formatMessage(messages.money)}>
        <FigureCards figures={money} />
      </ResultsSection>
      <ResultsSection title={intl.formatMessage(messages.charts)}>
        <Suspense fallback={<Spin />}>
          <ResultsCharts />
        </Suspense>
      </ResultsSection>
    </div>
  );
}
