import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commonMessages } from '../../../components/commonMessages';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectInvitationCounts, selectInvitationError, selectInvitationList, selectInvitationPhase, selectInviteDialogOpen } from '../invitePlayersSelectors';
import {
  anotherListRequested,
  invitationRestRequested,
  invitationsRequested,
  invitationsStopped,
  inviteDialogClosed,
  type InvitationPhase,
} from '../invitePlayersSlice';
import { invitePlayersMessages } from '../messages';
import { InvitationListForm, type ListFieldRef } from './InvitationListForm';
import { InvitationProgress } from './InvitationProgress';
import { InvitationResults } from './InvitationResults';
import './invitePlayers.css';

const messages = defineMessages({
  invite: { id: 'invitePlayers.dialog.invite', defaultMessage: 'Invite' },
  stop: { id: 'invitePlayers.dialog.stop', defaultMessage: 'Stop' },
  stopped: { id: 'invitePlayers.dialog.stopped', defaultMessage: 'Stopped: {count, plural, one {# id was} other {# ids were}} not sent.' },
  failed: { id: 'invitePlayers.dialog.failed', defaultMessage: 'A request failed, so sending stopped ({count, plural, one {# id} other {# ids}} not sent): {reason}' },
  inviteRest: { id: 'invitePlayers.dialog.inviteRest', defaultMessage: 'Invite the rest' },
  retryRest: { id: 'invitePlayers.dialog.retryRest', defaultMessage: 'Retry the rest' },
  anotherList: { id: 'invitePlayers.dialog.anotherList', defaultMessage: 'Invite another list' },
});

/** Why the run ended early, and how many ids it left. */
function EndedEarly({ phase }: { phase: InvitationPhase }) {
  const format = useFormatText();
  const error = useAppSelector(selectInvitationError);
  const count = useAppSelector(selectInvitationCounts).notSent;
  if (phase === 'stopped') return <Alert type="warning" showIcon title={format(messageRef(messages.stopped, { count }))} />;
  if (phase !== 'failed') return null;
  return <Alert type="error" showIcon role="alert" title={format(messageRef(messages.failed, { count, reason: error === null ? '' : format(error) }))} />;
}

/**
 * 'Invite players': the list (pasted or uploaded) with what will be sent; the progress with Stop while sending; the
 * results after, with 'Invite the rest' when Stop or a failure left ids unsent. The list field takes the focus on
 * opening, the results' heading when the sending ends. It cannot be closed while sending (Stop first).
 */
export function InvitePlayersDialog() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectInviteDialogOpen);
  const phase = useAppSelector(selectInvitationPhase);
  const toInvite = useAppSelector(selectInvitationList).ids.length;
  const listField = useRef<ListFieldRef>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const close = () => dispatch(inviteDialogClosed());

  useEffect(() => {
    if (!open) return;
    if (phase === 'editing') listField.current?.focus();
    else if (phase !== 'sending') resultsHeading.current?.focus();
  }, [open, phase]);

  const closeButton = (
    <Button key="close" onClick={close}>
      {format(commonMessages.close)}
    </Button>
  );
  const results = (
    <>
      <EndedEarly phase={phase} />
      <InvitationResults ref={resultsHeading} />
    </>
  );
  const rest = (label: typeof messages.inviteRest) => (
    <Button key="rest" type="primary" onClick={() => dispatch(invitationRestRequested())}>
      {format(label)}
    </Button>
  );
  const another = (
    <Button key="another" onClick={() => dispatch(anotherListRequested())}>
      {format(messages.anotherList)}
    </Button>
  );
  const views: Record<InvitationPhase, { body: ReactNode; footer: ReactNode[] }> = {
    editing: {
      body: <InvitationListForm ref={listField} />,
      footer: [
        closeButton,
        <Button key="invite" type="primary" disabled={toInvite === 0} onClick={() => dispatch(invitationsRequested())}>
          {format(messages.invite)}
        </Button>,
      ],
    },
    sending: {
      body: <InvitationProgress />,
      footer: [
        <Button key="stop" danger onClick={() => dispatch(invitationsStopped())}>
          {format(messages.stop)}
        </Button>,
      ],
    },
    stopped: { body: results, footer: [closeButton, another, rest(messages.inviteRest)] },
    failed: { body: results, footer: [closeButton, another, rest(messages.retryRest)] },
    done: { body: results, footer: [closeButton, another] },
  };
  const sending = phase === 'sending';

  return (
    <Modal
      open={open}
      title={format(invitePlayersMessages.invitePlayers)}
      width={720}
      closable={false}
      keyboard={!sending}
      mask={{ closable: false }}
      onCancel={close}
      footer={views[phase].footer}
    >
      {views[phase].body}
    </Modal>
  );
}
