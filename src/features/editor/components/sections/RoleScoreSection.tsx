import { Alert, Card } from 'antd';
import { ConfigEntriesEditor } from '../ConfigEntriesEditor';
import { useEditorField } from '../useEditorField';

/** Points a player gets when given a role. */
export function RoleScoreSection() {
  const roles = useEditorField('user_role_assignment_score_configuration');
  return (
    <Card title="User role assignment score configuration" size="small">
      <Alert type="info" showIcon title="These scores ignore boosters and multipliers." />
      <ConfigEntriesEditor
        config="user_role_assignment_score_configuration"
        entries={Object.entries(roles).map(([id, { score_to_add }]) => [id, score_to_add])}
        idLabel="Role id"
        valueLabel="Score to add"
        valueField="score_to_add"
        addLabel="Add role"
      />
    </Card>
  );
}
