import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import { ConfigEntriesEditor } from '../ConfigEntriesEditor';
import { useEditorField } from '../useEditorField';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  notice: { id: 'editor.roleScore.notice', defaultMessage: 'These scores ignore boosters and multipliers.' },
  roleId: { id: 'editor.roleScore.roleId', defaultMessage: 'Role id' },
  scoreToAdd: { id: 'editor.roleScore.scoreToAdd', defaultMessage: 'Score to add' },
  addRole: { id: 'editor.roleScore.addRole', defaultMessage: 'Add role' },
});

/** Points a player gets when given a role. */
export function RoleScoreSection() {
  const roles = useEditorField('user_role_assignment_score_configuration');
  return (
    <FormSection title={<FormattedMessage {...TOURNAMENT_FIELD_LABELS.user_role_assignment_score_configuration} />}>
      <Alert type="info" showIcon title={<FormattedMessage {...messages.notice} />} />
      <ConfigEntriesEditor
        config="user_role_assignment_score_configuration"
        entries={Object.entries(roles).map(([id, { score_to_add }]) => [id, score_to_add])}
        idLabel={messages.roleId}
        valueLabel={messages.scoreToAdd}
        valueField="score_to_add"
        addLabel={messages.addRole}
      />
    </FormSection>
  );
}
