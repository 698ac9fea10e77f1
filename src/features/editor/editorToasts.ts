/** The toasts of the editor's events (spec §8), shown by the app's event toasts. */
import type { Action } from '@reduxjs/toolkit';
import type { Text } from '../../i18n/text';
import * as editor from './editorSlice';

export interface EditorToast {
  kind: 'success' | 'error' | 'info';
  header: Text;
  text: Text;
}

const success = (header: string): EditorToast[] => [{ kind: 'success', header, text: '' }];
const failure = (header: Text, text: Text): EditorToast[] => [{ kind: 'error', header, text }];

export function editorToastsFor(action: Action): EditorToast[] {
  // Spec §5: every message of a refused Create or Save is an 'Error' toast.
  if (editor.validationFailed.match(action)) return action.payload.errors.flatMap(({ message }) => failure('Error', message));
  if (editor.created.match(action)) return success('Tournament created');
  if (editor.saved.match(action)) return success('Tournament saved');
  if (editor.saveFailed.match(action)) return failure('Failed to save tournament', action.payload.message);
  if (editor.publishRefused.match(action)) return failure(action.payload.message, '');
  if (editor.publishFailed.match(action)) return failure('Failed to save tournament', action.payload.message);
  if (editor.duplicateFailed.match(action)) return failure('Failed to duplicate tournament', action.payload.message);
  if (editor.cancelFailed.match(action)) return failure('Failed to cancel tournament', action.payload.message);
  if (editor.playerAssigned.match(action)) return success('Player assigned');
  if (editor.playerAssignFailed.match(action)) {
    return failure(`Failed to assign player '${action.payload.playerId}'. Player not found or already assigned.`, '');
  }
  if (editor.summaryVideoUrlSaved.match(action)) return success('Tournament summary video URL saved');
  if (editor.summaryVideoUrlSaveFailed.match(action)) return failure('Failed to save tournament summary video URL', action.payload.message);
  return [];
}
