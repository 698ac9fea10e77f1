import { Flex, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectApiOffers } from '../../../app/apiExtensionsSlice';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef, type Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { paths } from '../../../lib/paths';
import { catalogRequested } from '../../bonuses';
import { outboxEntryColumns, OutboxEntryTable } from '../../bonusOutbox/ui';
import { sendMessages } from '../messages';
import { selectUnsentStatus, selectVisibleUnsentEntries } from '../unsentSelectors';
import { ReplaceCodeButton } from './ReplaceCodeButton';
import { SendBonusButton } from './SendBonusButton';

const messages = defineMessages({
  tournamentId: { id: 'unsent.table.tournamentId', defaultMessage: 'Tournament ID' },
  caption: { id: 'unsent.table.caption', defaultMessage: 'Unsent bonuses' },
  tournamentLink: { id: 'unsent.table.tournamentLink', defaultMessage: '{id} - {title}' },
});

function columns(now: number, offers: { errors: boolean; replacement: boolean }, format: (text: Text) => string): TableColumnsType<OutboxEntry> {
  const shared = outboxEntryColumns(now, format);
  return [
    shared.rank,
    {
      title: format(messages.tournamentId),
      dataIndex: 'tournament_id',
      // Spec §2: in a new tab, so the operator keeps their place in this list. Named by its title too when the API
      // sends one (issue 27): an id alone tells staff nothing.
      render: (id: number, entry: OutboxEntry) => (
        <a href={paths.tournament.link({ id })} target="_blank" rel="noopener noreferrer">
          {entry.tournament_title ? format(messageRef(messages.tournamentLink, { id, title: entry.tournament_title })) : id}
        </a>
      ),
    },
    shared.userId,
    shared.score,
    shared.bonusCode,
    shared.created,
    shared.failures,
    {
      title: format(sendMessages.send),
      key: 'send',
      render: (_: unknown, entry: OutboxEntry) => (
        <Flex gap="small" wrap>
          <SendBonusButton entry={entry} />
          {offers.replacement && <ReplaceCodeButton entry={entry} />}
        </Flex>
      ),
    },
    // Beyond the spec: after its columns, which keep their places.
    ...(offers.errors ? [shared.lastError] : []),
  ];
}

/** The unsent entries matching the search, newest first (the store keeps them in that order). */
export function UnsentBonusesTable() {
  const format = useFormatText();
  const entries = useAppSelector(selectVisibleUnsentEntries);
  const loading = useAppSelector(selectUnsentStatus) === 'loading';
  // Relative times are as of opening the page; a minute's drift does not matter in a work queue.
  const [now] = useState(Date.now);
  const errors = useAppSelector((state) => selectApiOffers(state, 'outboxErrors'));
  const replacement = useAppSelector((state) => selectApiOffers(state, 'outboxCodeReplacement'));
  const dispatch = useAppDispatch();
  // Which entries' bonuses cannot be sent is the catalog's to say (loaded once per session).
  useEffect(() => {
    if (replacement) dispatch(catalogRequested());
  }, [dispatch, replacement]);
  return <OutboxEntryTable caption={format(messages.caption)} columns={columns(now, { errors, replacement }, format)} entries={entries} loading={loading} />;
}
