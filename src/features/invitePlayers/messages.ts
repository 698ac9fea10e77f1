import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor } from '../../i18n/text';
import type { InvitationStatus } from './invitePlayersSlice';

/** The action that opens the dialog, and its title. */
export const invitePlayersMessages = defineMessages({
  invitePlayers: { id: 'invitePlayers.invitePlayers', defaultMessage: 'Invite players' },
});

const statusMessages = defineMessages({
  invited: { id: 'invitePlayers.status.invited', defaultMessage: 'Invited' },
  invitedText: { id: 'invitePlayers.status.invitedText', defaultMessage: 'Joined the board now' },
  alreadyOnBoard: { id: 'invitePlayers.status.alreadyOnBoard', defaultMessage: 'Already on the board' },
  alreadyOnBoardText: { id: 'invitePlayers.status.alreadyOnBoardText', defaultMessage: 'Was on the board before; nothing changed' },
  notSeen: { id: 'invitePlayers.status.notSeen', defaultMessage: 'Not seen yet' },
  notSeenText: { id: 'invitePlayers.status.notSeenText', defaultMessage: 'Invited, but the platform has not sent any activity for this player yet' },
  disqualified: { id: 'invitePlayers.status.disqualified', defaultMessage: 'Disqualified' },
  disqualifiedText: { id: 'invitePlayers.status.disqualifiedText', defaultMessage: 'Disqualified from this tournament; not added to the board' },
  notSent: { id: 'invitePlayers.status.notSent', defaultMessage: 'Not sent' },
  notSentText: { id: 'invitePlayers.status.notSentText', defaultMessage: 'Sending stopped before this id' },
  invalid: { id: 'invitePlayers.status.invalid', defaultMessage: 'Invalid' },
  invalidText: { id: 'invitePlayers.status.invalidText', defaultMessage: 'Not sent: longer than 255 characters, or with control characters' },
});

/** Each status's name and what it means. */
export const statusTexts: Record<InvitationStatus, { label: MessageDescriptor; description: MessageDescriptor }> = {
  invited: { label: statusMessages.invited, description: statusMessages.invitedText },
  already_on_board: { label: statusMessages.alreadyOnBoard, description: statusMessages.alreadyOnBoardText },
  not_seen: { label: statusMessages.notSeen, description: statusMessages.notSeenText },
  disqualified: { label: statusMessages.disqualified, description: statusMessages.disqualifiedText },
  notSent: { label: statusMessages.notSent, description: statusMessages.notSentText },
  invalid: { label: statusMessages.invalid, description: statusMessages.invalidText },
};
