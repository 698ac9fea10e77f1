import { Button } from 'antd';
import { useAppDispatch } from '../../../app/hooks';
import { saveRequested } from '../editorSlice';
import { useIsRunning } from './useIsRunning';

/** Spec §2: the Draft's Save, in a bar fixed to the bottom of the window. */
export function SaveBar() {
  const dispatch = useAppDispatch();
  const saving = useIsRunning('save');
  return (
    <section className="editor-save-bar" aria-label="Save bar">
      <Button type="primary" loading={saving} onClick={() => dispatch(saveRequested())}>
        Save
      </Button>
    </section>
  );
}
