import { Card, Checkbox, Flex } from 'antd';
import { useAppDispatch } from '../../../../app/hooks';
import { fieldChanged } from '../../editorSlice';
import { useEditorField } from '../useEditorField';

type Flag = 'floor_score' | 'is_promoted' | 'is_raffle' | 'is_obsolete' | 'is_hidden';

const FLAGS: { flag: Flag; label: string }[] = [
  { flag: 'floor_score', label: 'Floor score' },
  { flag: 'is_promoted', label: 'Promoted' },
  { flag: 'is_raffle', label: 'Raffle' },
  { flag: 'is_obsolete', label: 'Obsolete' },
  { flag: 'is_hidden', label: 'Hidden from public' },
];

function FlagCheckbox({ flag, label }: { flag: Flag; label: string }) {
  const dispatch = useAppDispatch();
  const checked = useEditorField(flag);
  return (
    <Checkbox checked={checked} onChange={(event) => dispatch(fieldChanged({ field: flag, value: event.target.checked }))}>
      {label}
    </Checkbox>
  );
}

/** The tournament's switches. */
export function TechnicalSection() {
  return (
    <Card title="Technical" size="small">
      <Flex wrap gap="middle">
        {FLAGS.map(({ flag, label }) => (
          <FlagCheckbox key={flag} flag={flag} label={label} />
        ))}
      </Flex>
    </Card>
  );
}
