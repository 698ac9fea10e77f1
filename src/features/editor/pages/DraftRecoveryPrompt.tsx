import { Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectHasSavedDraft } from '../editorSelectors';
import { draftDiscarded, draftRestored } from '../editorSlice';

/** Offers back the create form autosaved before (spec §4); only Yes or No closes it. */
export function DraftRecoveryPrompt() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectHasSavedDraft);
  return (
    <Modal
      open={open}
      title="Unfinished tournament"
      okText="Yes"
      cancelText="No"
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onOk={() => dispatch(draftRestored())}
      onCancel={() => dispatch(draftDiscarded())}
    >
      You have an unfinished tournament. Would you like to continue?
    </Modal>
  );
}
