import { Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectTournamentPageHasUnsavedChanges } from '../../boosters';
import { selectIsSaving } from '../editorSelectors';

const messages = defineMessages({
  unsaved: { id: 'editor.unsavedChanges.indicator', defaultMessage: 'Unsaved changes' },
  label: { id: 'editor.saveStatus.label', defaultMessage: 'Save status' },
  saving: { id: 'editor.saveStatus.saving', defaultMessage: 'Saving…' },
});

/**
 * Spec §2: 'Unsaved changes' shown while the working copy or its boosters have edits not yet saved (or created).
 * It sits in a polite live region that is always there, so screen readers hear it appear at the first edit, and
 * hear 'Saving…' while a save is in flight (what the Save button's spinner shows). Its words change only then,
 * never with a keystroke; how a save ended is the toast's to say ('Tournament saved', 'Failed to save tournament').
 */
export function UnsavedChangesIndicator() {
  const unsaved = useAppSelector(selectTournamentPageHasUnsavedChanges);
  const saving = useAppSelector(selectIsSaving);
  const intl = useIntl();
  return (
    <span role="status" aria-label={intl.formatMessage(messages.label)} aria-atomic="false">
      {unsaved && (
        <Typography.Text type="warning" className="editor-unsaved">
          <Spin size="small" /> <FormattedMessage {...messages.unsaved} />
        </Typography.Text>
      )}
      {unsaved && saving && (
        <VisuallyHidden>
          <FormattedMessage {...messages.saving} />
        </VisuallyHidden>
      )}
    </span>
  );
}
