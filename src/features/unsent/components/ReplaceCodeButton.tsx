import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { OutboxEntry } from '../../../domain/outboxEntry';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectAvailableBonusByCode, selectBonusCodeUnsendable } from '../../bonuses';
import { BonusPicker } from '../../bonuses/ui';
import { selectIsSending } from '../unsentSelectors';
import { codeReplacementChosen } from '../unsentSlice';

const messages = defineMessages({
  replace: { id: 'unsent.replaceCode', defaultMessage: 'Replace code and send' },
});

/**
 * Issue 27: an entry whose bonus cannot be sent (retired, budget spent, gone from the catalog) fails on every Send;
 * this picks another bonus for it (the picker lists the old one's type first), then sends it. Shown only for such an
 * entry; disabled while the entry is being replaced or sent.
 */
export function ReplaceCodeButton({ entry }: { entry: OutboxEntry }) {
  const dispatch = useAppDispatch();
  const unsendable = useAppSelector((state) => selectBonusCodeUnsendable(state, entry.bonus_code));
  const oldType = useAppSelector((state) => selectAvailableBonusByCode(state, entry.bonus_code)?.type);
  const busy = useAppSelector((state) => selectIsSending(state, entry.id));
  // Whether the picker is open: a dialog's UI state.
  const [picking, setPicking] = useState(false);
  if (!unsendable) return null;
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => setPicking(true)}>
        <FormattedMessage {...messages.replace} />
      </Button>
      <BonusPicker
        open={picking}
        tierType={oldType}
        onChoose={(bonus) => {
          setPicking(false);
          dispatch(codeReplacementChosen({ entry, code: bonus.code }));
        }}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
