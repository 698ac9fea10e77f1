import { Checkbox, Flex } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../../../app/hooks';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import { fieldChanged } from '../../editorSlice';
import { useEditorField } from '../useEditorField';
import { FormSection } from '../FormSection';

type Flag = 'floor_score' | 'is_promoted' | 'is_raffle' | 'is_obsolete' | 'is_hidden';

const FLAGS: readonly Flag[] = ['floor_score', 'is_promoted', 'is_raffle', 'is_obsolete', 'is_hidden'];

const messages = defineMessages({
  title: { id: 'editor.technical.title', defaultMessage: 'Technical' },
});

function FlagCheckbox({ flag }: { flag: Flag }) {
  const dispatch = useAppDispatch();
  const checked = useEditorField(flag);
  return (
    <Checkbox checked={checked} onChange={(event) => dispatch(fieldChanged({ field: flag, value: event.target.checked }))}>
      <FormattedMessage {...TOURNAMENT_FIELD_LABELS[flag]} />
    </Checkbox>
  );
}

/** The tournament's switches. */
export function TechnicalSection() {
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      <Flex wrap gap="middle">
        {FLAGS.map((flag) => (
          <FlagCheckbox key={flag} flag={flag} />
        ))}
      </Flex>
    </FormSection>
  );
}
