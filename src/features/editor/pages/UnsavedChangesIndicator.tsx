import { Spin, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectHasUnsavedChanges } from '../editorSelectors';

/** Spec §2: shown while the working copy has edits not yet saved (or created). */
export function UnsavedChangesIndicator() {
  const unsaved = useAppSelector(selectHasUnsavedChanges);
  if (!unsaved) return null;
  return (
    <Typography.Text type="warning" role="status" className="editor-unsaved">
      <Spin size="small" /> Unsaved changes
    </Typography.Text>
  );
}
