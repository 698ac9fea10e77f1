import { Card, Checkbox, Flex } from 'antd';
import { useAppDispatch } from '../../../../app/hooks';
import { fieldChanged } from '../../editorSlice';
import { useEditorFields } from '../useEditorFields';

type Flag = 'floor_score' | 'is_promoted' | 'is_raffle' | 'is_obsolete' | 'is_hidden';

const FLAGS: { flag: Flag; label: string }[] = [
  { flag: 'floor_score', label: 'Floor score' },
  { flag: 'is_promoted', label: 'Promoted' },
  { flag: 'is_raffle', label: 'Raffle' },
  { flag: 'is_obsolete', label: 'Obsolete' },
  { flag: 'is_hidden', label: 'Hidden from public' },
];

/** The tournament's switches. */
export function TechnicalSection() {
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  return (
    <Card title="Technical" size="small">
      <Flex wrap gap="middle">
        {FLAGS.map(({ flag, label }) => (
          <Checkbox key={flag} checked={fields[flag]} onChange={(event) => dispatch(fieldChanged({ field: flag, value: event.target.checked }))}>
            {label}
          </Checkbox>
        ))}
      </Flex>
    </Card>
  );
}
