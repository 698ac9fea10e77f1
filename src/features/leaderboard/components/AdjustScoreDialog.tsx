import { Button, Form, Input, Modal } from 'antd';
import type { ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ScoreAdjustmentField } from '../../../domain/scoreAdjustment';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectAdjustmentDialog } from '../leaderboardSelectors';
import { adjustDialogClosed, adjustmentEdited, adjustmentSubmitted } from '../leaderboardSlice';

/** The dialog's fields in the spec's order (§2: note, score, user id). */
const FIELDS: { field: ScoreAdjustmentField; label: string; multiline?: boolean; inputMode?: 'decimal' }[] = [
  { field: 'note', label: 'Note', multiline: true },
  { field: 'score', label: 'Score', inputMode: 'decimal' },
  { field: 'user_id', label: 'User ID' },
];

/**
 * Spec §2 'Adjust Score': what is typed lives in the store (visible in DevTools); Save sends it or shows
 * the messages on the fields. Closes once the adjustment is saved, stays open after a failure.
 */
export function AdjustScoreDialog() {
  const dispatch = useAppDispatch();
  const { open, draft, errors, saving } = useAppSelector(selectAdjustmentDialog);
  const format = useFormatText();
  const close = () => dispatch(adjustDialogClosed());
  const edit = (field: ScoreAdjustmentField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    dispatch(adjustmentEdited({ field, value: event.target.value }));

  return (
    <Modal
      open={open}
      title="Adjust Score"
      closable={false}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          Close
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => dispatch(adjustmentSubmitted())}>
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical">
        {FIELDS.map(({ field, label, multiline, inputMode }) => {
          const id = `adjust-score-${field}`;
          return (
            <Form.Item key={field} label={label} htmlFor={id} validateStatus={errors[field] ? 'error' : undefined} help={errors[field] && format(errors[field])}>
              {multiline ? (
                <Input.TextArea id={id} rows={2} value={draft[field]} onChange={edit(field)} />
              ) : (
                <Input id={id} inputMode={inputMode} value={draft[field]} onChange={edit(field)} />
              )}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
