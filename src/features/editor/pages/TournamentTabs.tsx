import { Typography } from 'antd';
import { HashTabs, type HashTabItem } from '../../../components/HashTabs';
import { useAppSelector } from '../../../app/hooks';
import { TournamentForm } from '../components/TournamentForm';
import { selectEditable, selectEnabledTabs } from '../editorSelectors';
import { SummaryVideoUrlField } from './SummaryVideoUrlField';

/** Stands in for a tab whose screen a later issue builds. */
const later = (what: string) => <Typography.Paragraph type="secondary">{`The ${what} will be shown here in a later version.`}</Typography.Paragraph>;

/** Spec §2 tabs, at `#/{key}`; each enabled as selectEnabledTabs decides. */
export function TournamentTabs() {
  const enabled = useAppSelector(selectEnabledTabs);
  const editable = useAppSelector(selectEditable);
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
    { key: 'leaderboard', label: 'Leaderboard', disabled: !enabled.leaderboard, children: later('leaderboard') },
    { key: 'bonus-outbox', label: 'Bonus Outbox', disabled: !enabled.bonusOutbox, children: later('bonus outbox') },
    { key: 'boosters', label: 'Boosters', disabled: !enabled.boosters, children: later('boosters') },
  ];
  return <HashTabs items={items} />;
}
