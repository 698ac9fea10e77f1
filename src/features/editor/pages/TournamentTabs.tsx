import { memo } from 'react';
import { HashTabs, type HashTabItem } from '../../../components/HashTabs';
import { useAppSelector } from '../../../app/hooks';
import { BoostersTab } from '../../boosters/components/BoostersTab';
import { BonusOutboxTab } from '../../bonusOutbox/components/BonusOutboxTab';
import { HistoryTab, selectHistoryOffered } from '../../history';
import { LeaderboardTab } from '../../leaderboard/components/LeaderboardTab';
import { TournamentForm } from '../components/TournamentForm';
import { selectEditable, selectEnabledTabs } from '../editorSelectors';
import { SummaryVideoUrlField } from './SummaryVideoUrlField';

/**
 * Spec §2 tabs, at `#/{key}`; each enabled as selectEnabledTabs decides, and History (issue 13). The data tabs are mounted only while
 * shown, so leaving one cancels its load; Boosters stays mounted, keeping unsaved edits in view.
 * Memoized: the page re-renders its heading on every keystroke in the title; the tabs select their own state.
 */
export const TournamentTabs = memo(function TournamentTabs() {
  const enabled = useAppSelector(selectEnabledTabs);
  const editable = useAppSelector(selectEditable);
  const historyOffered = useAppSelector(selectHistoryOffered);
  const items: HashTabItem[] = [
    {
      key: 'tournament',
      label: 'Tournament',
      children: (
        <>
          <TournamentForm readOnly={!editable} />
          <SummaryVideoUrlField />
        </>
      ),
    },
    { key: 'leaderboard', label: 'Leaderboard', disabled: !enabled.leaderboard, destroyOnHidden: true, children: <LeaderboardTab /> },
    { key: 'bonus-outbox', label: 'Bonus Outbox', disabled: !enabled.bonusOutbox, destroyOnHidden: true, children: <BonusOutboxTab /> },
    { key: 'boosters', label: 'Boosters', disabled: !enabled.boosters, children: <BoostersTab /> },
  ];
  // Issue 13: enabled in every status, where the API keeps a history.
  if (historyOffered) items.push({ key: 'history', label: 'History', destroyOnHidden: true, children: <HistoryTab /> });
  return <HashTabs items={items} />;
});
