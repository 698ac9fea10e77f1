/** The toasts of the editor's events (spec §8), shown by the app's event toasts. */
import type { Action } from '@reduxjs/toolkit';
import { commonMessages } from '../../components/commonMessages';
import { defineMessages } from '../../i18n/defineMessages';
import { formatDateTime } from '../../lib/format';
import { messageRef, type MessageDescriptor, type Text } from '../../i18n/text';
import * as editor from './editorSlice';

export interface EditorToast {
  kind: 'success' | 'error' | 'info';
  header: Text;
  text: Text;
}

const messages = defineMessages({
  created: { id: 'editor.toasts.created', defaultMessage: 'Tournament created' },
  saved: { id: 'editor.toasts.saved', defaultMessage: 'Tournament saved' },
  saveFailed: { id: 'editor.toasts.saveFailed', defaultMessage: 'Failed to save tournament' },
  duplicateFailed: { id: 'editor.toasts.duplicateFailed', defaultMessage: 'Failed to duplicate tournament' },
  fieldsToCorrect: {
    id: 'editor.toasts.fieldsToCorrect',
    defaultMessage: '{count, plural, one {One field needs} other {# fields need}} correcting: each says what is missing, the first has the focus.',
  },
  duplicateMoved: { id: 'editor.toasts.duplicateMoved', defaultMessage: 'The copy opens in a new tab and starts {start}' },
  duplicateMovedWhy: {
    id: 'editor.toasts.duplicateMovedWhy',
    defaultMessage: "The original's window had already started: the copy's moved to the next hour, as long as before, its boosters with it.",
  },
  retriedOnReconnect: {
    id: 'editor.toasts.retriedOnReconnect',
    defaultMessage: '{submit, select, create {Creating the tournament} other {Saving your changes}} again',
  },
  retriedOnReconnectWhy: {
    id: 'editor.toasts.retriedOnReconnectWhy',
    defaultMessage: 'The server answers again. What could not be saved while it was unreachable was kept in this browser.',
  },
  cancelFailed: { id: 'editor.toasts.cancelFailed', defaultMessage: 'Failed to cancel tournament' },
  playerAssigned: { id: 'editor.toasts.playerAssigned', defaultMessage: 'Player assigned' },
  // Spec §5 quotes the id: '' is one apostrophe in ICU.
  playerAssignFailed: { id: 'editor.toasts.playerAssignFailed', defaultMessage: "Failed to assign player ''{playerId}''. Player not found or already assigned." },
  summaryVideoUrlSaved: { id: 'editor.toasts.summaryVideoUrlSaved', defaultMessage: 'Tournament summary video URL saved' },
  summaryVideoUrlSaveFailed: { id: 'editor.toasts.summaryVideoUrlSaveFailed', defaultMessage: 'Failed to save tournament summary video URL' },
});

const success = (header: MessageDescriptor): EditorToast[] => [{ kind: 'success', header: messageRef(header), text: '' }];
const failure = (header: Text, text: Text): EditorToast[] => [{ kind: 'error', header, text }];

export function editorToastsFor(action: Action): EditorToast[] {
  // Spec §5's 'Error' toast, once for all the messages (issue 27: one toast per message stacked 8 over the
  // form); each message stays at its field.
  if (editor.validationFailed.match(action)) return failure(messageRef(commonMessages.error), messageRef(messages.fieldsToCorrect, { count: action.payload.errors.length }));
  if (editor.created.match(action)) return success(messages.created);
  if (editor.saved.match(action)) return success(messages.saved);
  if (editor.saveFailed.match(action)) return failure(messageRef(messages.saveFailed), action.payload.message);
  if (editor.retriedOnReconnect.match(action)) {
    return [{ kind: 'info', header: messageRef(messages.retriedOnReconnect, { submit: action.payload }), text: messageRef(messages.retriedOnReconnectWhy) }];
  }
  if (editor.publishRefused.match(action)) return failure(action.payload.message, '');
  if (editor.publishFailed.match(action)) return failure(messageRef(messages.saveFailed), action.payload.message);
  if (editor.duplicated.match(action) && action.payload.movedTo !== undefined) {
    return [{ kind: 'info', header: messageRef(messages.duplicateMoved, { start: formatDateTime(action.payload.movedTo) }), text: messageRef(messages.duplicateMovedWhy) }];
  }
  if (editor.duplicateFailed.match(action)) return failure(messageRef(messages.duplicateFailed), action.payload.message);
  if (editor.cancelFailed.match(action)) return failure(messageRef(messages.cancelFailed), action.payload.message);
  if (editor.playerAssigned.match(action)) return success(messages.playerAssigned);
  if (editor.playerAssignFailed.match(action)) return failure(messageRef(messages.playerAssignFailed, { playerId: action.payload.playerId }), '');
  if (editor.summaryVideoUrlSaved.match(action)) return success(messages.summaryVideoUrlSaved);
  if (editor.summaryVideoUrlSaveFailed.match(action)) return failure(messageRef(messages.summaryVideoUrlSaveFailed), action.payload.message);
  return [];
}
