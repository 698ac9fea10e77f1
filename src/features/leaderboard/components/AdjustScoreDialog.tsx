import { Button, Form, Input, Modal, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commonMessages } from '../../../components/commonMessages';
import { FormField } from '../../../components/FormField';
import type { ScoreAdjustmentField } from '../../../domain/scoreAdjustment';
import { defineMessages } from '../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatScore } from '../../../lib/format';
import { selectAdjustmentDialog } from '../leaderboardSelectors';
import { adjustDialogClosed, adjustmentEdited, adjustmentSubmitted } from '../leaderboardSlice';
import { positionMessages } from '../messages';

const messages = defineMessages({
  title: { id: 'leaderboard.adjust.title', defaultMessage: 'Adjust Score' },
  note: { id: 'leaderboard.adjust.note', defaultMessage: 'Note' },
  save: { id: 'leaderboard.adjust.save', defaultMessage: 'Save' },
  player: { id: 'leaderboard.adjust.player', defaultMessage: '{name}: current score {score}' },
});

/** The dialog's fields in the spec's order (§2: note, score, user id). */
const FIELDS: { field: ScoreAdjustmentField; label: MessageDescriptor; multiline?: boolean; inputMode?: 'decimal' }[] = [
  { field: 'note', label: messages.note, multiline: true },
  { field: 'score', label: positionMessages.score, inputMode: 'decimal' },
  { field: 'user_id', label: positionMessages.userId },
];

/**
 * Spec §2 'Adjust Score': what is typed lives in the store (visible in DevTools); Save sends it or shows
 * the messages on the fields. Closes once the adjustment is saved, stays open after a failure. Issue 27: it names
 * the player with their current score, and opened from a row's '+' the user id is that row's, read-only.
 */
export function AdjustScoreDialog() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const { open, draft, errors, saving, userIdLocked, player } = useAppSelector(selectAdjustmentDialog);
  const close = () => dispatch(adjustDialogClosed());
  const edit = (field: ScoreAdjustmentField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    dispatch(adjustmentEdited({ field, value: event.target.value }));

  return (
    <Modal
      open={open}
      title={format(messages.title)}
      closable={false}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          <FormattedMessage {...commonMessages.close} />
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => dispatch(adjustmentSubmitted())}>
          <FormattedMessage {...messages.save} />
        </Button>,
      ]}
    >
      {player && (
        // Announced as it appears: the typed id's player is looked up while the dialog is open.
        <Typography.Paragraph role="status">
          <FormattedMessage {...messages.player} values={{ name: player.user_name, score: formatScore(player.total_score) }} />
        </Typography.Paragraph>
      )}
      <Form layout="vertical">
        {FIELDS.map(({ field, label, multiline, inputMode }) => {
          const error = errors[field];
          return (
            <FormField key={field} label={format(label)} id={`adjust-score-${field}`} error={error && format(error)}>
              {(control) =>
                multiline ? (
                  <Input.TextArea {...control} rows={2} value={draft[field]} onChange={edit(field)} />
                ) : (
                  <Input {...control} inputMode={inputMode} value={draft[field]} onChange={edit(field)} readOnly={field === 'user_id' && userIdLocked} />
                )
              }
            </FormField>
          );
        })}
      </Form>
    </Modal>
  );
}
