import { Spin, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectTournamentPageHasUnsavedChanges } from '../../boosters/boostersSelectors';

const messages = defineMessages({
  unsaved: { id: 'editor.unsavedChanges.indicator', defaultMessage: 'Unsaved changes' },
});

/** Spec §2: shown while the working copy or its boosters have edits not yet saved (or created). */
export function UnsavedChangesIndicator() {
  const unsaved = useAppSelector(selectTournamentPageHasUnsavedChanges);
  if (!unsaved) return null;
  return (
    <Typography.Text type="warning" role="status" className="editor-unsaved">
      <Spin size="small" /> <FormattedMessage {...messages.unsaved} />
    </Typography.Text>
  );
}
