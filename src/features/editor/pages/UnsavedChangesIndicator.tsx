import { Spin, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectTournamentPageHasUnsavedChanges } from '../../boosters/boostersSelectors';

/** Spec §2: shown while the working copy or its boosters have edits not yet saved (or created). */
export function UnsavedChangesIndicator() {
  const unsaved = useAppSelector(selectTournamentPageHasUnsavedChanges);
  if (!unsaved) return null;
  return (
    <Typography.Text type="warning" role="status" className="editor-unsaved">
      <Spin size="small" /> Unsaved changes
    </Typography.Text>
  );
}
