import { Progress, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectInvitationProgress } from '../invitePlayersSelectors';

const messages = defineMessages({
  progress: { id: 'invitePlayers.progress.label', defaultMessage: 'Invitation progress' },
  done: { id: 'invitePlayers.progress.done', defaultMessage: '{done, number} of {total, number} ids done' },
});

/** The ids answered of those to send, as a bar and in words. */
export function InvitationProgress() {
  const format = useFormatText();
  const { done, total, percent } = useAppSelector(selectInvitationProgress);
  const text = format(messageRef(messages.done, { done, total }));
  return (
    <>
      <Progress percent={percent} aria-label={format(messages.progress)} aria-valuetext={text} />
      <Typography.Text aria-live="polite">{text}</Typography.Text>
    </>
  );
}
