/** The editor's texts that several of its files show. */
import { defineMessages } from '../../i18n/defineMessages';

export const editorMessages = defineMessages({
  yes: { id: 'editor.common.yes', defaultMessage: 'Yes' },
  no: { id: 'editor.common.no', defaultMessage: 'No' },
  save: { id: 'editor.common.save', defaultMessage: 'Save' },
  remove: { id: 'editor.common.remove', defaultMessage: 'Remove' },
  createTitle: { id: 'editor.create.title', defaultMessage: 'Create tournament' },
  assignPlayer: { id: 'editor.assignPlayer.title', defaultMessage: 'Assign player' },
  tier: { id: 'editor.tiers.tier', defaultMessage: 'Tier {number}' },
  days: { id: 'editor.time.days', defaultMessage: 'Days' },
});
