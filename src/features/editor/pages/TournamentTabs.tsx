import { memo } from 'react';
import { useIntl } from 'react-intl';
import { HashTabs, type HashTabItem } from '../../../components/HashTabs';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import type { TournamentTab } from '../../../lib/paths';
import { BonusOutboxTab } from '../../bonusOutbox/ui';
import { BoostersTab } from '../../boosters/ui';
import { selectHistoryOffered } from '../../history';
import { HistoryTab } from '../../history/ui';
import { LeaderboardTab } from '../../leaderboard/ui';
import { REVIEW_TAB_TITLE, selectReviewTabShown } from '../../payoutReview';
import { PayoutReviewTab } from '../../payoutReview/ui';
import { RESULTS_TAB_TITLE, selectResultsTabShown } from '../../results';
import { ResultsTab } from '../../results/ui';
import { TournamentForm } from '../form/TournamentForm';
import { selectEditable, selectEnabledTabs } from '../editorSelectors';
import { SummaryVideoUrlField } from './SummaryVideoUrlField';

const messages = defineMessages({
  tournament: { id: 'editor.tabs.tournament', defaultMessage: 'Tournament' },
  leaderboard: { id: 'editor.tabs.leaderboard', defaultMessage: 'Leaderboard' },
  bonusOutbox: { id: 'editor.tabs.bonusOutbox', defaultMessage: 'Bonus Outbox' },
  boosters: { id: 'editor.tabs.boosters', defaultMessage: 'Boosters' },
  history: { id: 'editor.tabs.history', defaultMessage: 'History' },
});

/**
 * Spec §2 tabs, at `#/{key}` (paths.tournament.link({ id, tab })); each enabled as selectEnabledTabs decides, Review (issue 28) and History (issue 13). The data tabs are mounted only while
 * shown, so leaving one cancels its load; Boosters stays mounted, keeping unsaved edits in view.
 * Memoized: the page re-renders its heading on every keystroke in the title; the tabs select their own state.
 */
export const TournamentTabs = memo(function TournamentTabs() {
  const intl = useIntl();
  const enabled = useAppSelector(selectEnabledTabs);
  const editable = useAppSelector(selectEditable);
  const historyOffered = useAppSelector(selectHistoryOffered);
  const reviewShown = useAppSelector(selectReviewTabShown);
  const resultsShown = useAppSelector(selectResultsTabShown);
  const items: HashTabItem<TournamentTab>[] = [
    {
      key: 'tournament',
      label: intl.formatMessage(messages.tournament),
      children: (
        <>
          <TournamentForm readOnly={!editable} />
          <SummaryVideoUrlField />
        </>
      ),
    },
    { key: 'leaderboard', label: intl.formatMessage(messages.leaderboard), disabled: !enabled.leaderboard, destroyOnHidden: true, children: <LeaderboardTab /> },
    { key: 'bonus-outbox', label: intl.formatMessage(messages.bonusOutbox), disabled: !enabled.bonusOutbox, destroyOnHidden: true, children: <BonusOutboxTab /> },
    { key: 'boosters', label: intl.formatMessage(messages.boosters), disabled: !enabled.boosters, children: <BoostersTab /> },
  ];
  // Issue 28: a tournament whose prizes wait for review, or one running (its players can be disqualified), where the API reviews payouts.
  if (reviewShown) items.push({ key: 'review', label: intl.formatMessage(REVIEW_TAB_TITLE), destroyOnHidden: true, children: <PayoutReviewTab /> });
  // Issue 28: a running or finished tournament's figures, where the API has results.
  if (resultsShown) items.push({ key: 'results', label: intl.formatMessage(RESULTS_TAB_TITLE), destroyOnHidden: true, children: <ResultsTab /> });
  // Issue 13: enabled in every status, where the API keeps a history.
  if (historyOffered) items.push({ key: 'history', label: intl.formatMessage(messages.history), destroyOnHidden: true, children: <HistoryTab /> });
  return <HashTabs items={items} />;
});
