import { Button, Flex, Form, Input, Typography, type GetRef } from 'antd';
import { forwardRef, useRef, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/FormField';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { readTextFile } from '../../../lib/readTextFile';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectInvitationFileName, selectInvitationFormat, selectInvitationList, selectInvitationText } from '../invitePlayersSelectors';
import { invitationFileRead, invitationListEdited } from '../invitePlayersSlice';
import { listFormatOf } from '../playerIdList';

const messages = defineMessages({
  label: { id: 'invitePlayers.list.label', defaultMessage: 'Player ids' },
  help: {
    id: 'invitePlayers.list.help',
    defaultMessage:
      'Paste player ids or upload a CSV or text file. Ids are separated by new lines, commas, semicolons, tabs or spaces; of a CSV file the first column is read. A header row such as user_id is skipped, repeated ids are sent once.',
  },
  upload: { id: 'invitePlayers.list.upload', defaultMessage: 'Upload a file' },
  fromFile: { id: 'invitePlayers.list.fromFile', defaultMessage: 'Read from {fileName}: {format, select, csv {the first column of each row} other {every id}}' },
  toInvite: { id: 'invitePlayers.list.toInvite', defaultMessage: '{count, plural, =0 {No ids to invite} one {# distinct id will be invited} other {# distinct ids will be invited}}' },
  duplicates: { id: 'invitePlayers.list.duplicates', defaultMessage: '{count, plural, one {# repeated id left out} other {# repeated ids left out}}' },
  invalid: {
    id: 'invitePlayers.list.invalid',
    defaultMessage: '{count, plural, one {# id is invalid and will not be sent:} other {# ids are invalid and will not be sent:}}',
  },
});

/** The invalid ids listed before sending; the results list them all. */
const INVALID_SHOWN = 20;

export type ListFieldRef = GetRef<typeof Input.TextArea>;

/** What will be sent: the distinct ids, the repeats left out, the invalid ids (the first of them). */
function ListSummary() {
  const format = useFormatText();
  const { ids, invalid, duplicates } = useAppSelector(selectInvitationList);
  return (
    <div aria-live="polite">
      <Typography.Paragraph strong>{format(messageRef(messages.toInvite, { count: ids.length }))}</Typography.Paragraph>
      {duplicates > 0 && <Typography.Paragraph>{format(messageRef(messages.duplicates, { count: duplicates }))}</Typography.Paragraph>}
      {invalid.length > 0 && (
        <Typography.Paragraph type="danger">
          {format(messageRef(messages.invalid, { count: invalid.length }))} {invalid.slice(0, INVALID_SHOWN).map((id) => JSON.stringify(id)).join(', ')}
          {invalid.length > INVALID_SHOWN && ', …'}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * The list to invite, pasted or typed, or read from a file: a CSV file (by its name or type) by its first column,
 * any other as a list. The chosen file is read here, as a typed value is, and the store hears its text.
 */
export const InvitationListForm = forwardRef<ListFieldRef>(function InvitationListForm(_props, listRef) {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectInvitationText);
  const fileName = useAppSelector(selectInvitationFileName);
  const listFormat = useAppSelector(selectInvitationFormat);
  const fileInput = useRef<HTMLInputElement>(null);

  const fileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is read again.
    event.target.value = '';
    if (file) dispatch(invitationFileRead({ fileName: file.name, text: await readTextFile(file), format: listFormatOf(file) }));
  };

  return (
    <Form layout="vertical">
      <Typography.Paragraph id="invite-players-help">{format(messages.help)}</Typography.Paragraph>
      <FormField label={format(messages.label)} id="invite-players-list">
        {(control) => (
          <Input.TextArea
            {...control}
            ref={listRef}
            aria-describedby="invite-players-help"
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(event) => dispatch(invitationListEdited(event.target.value))}
          />
        )}
      </FormField>
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => fileInput.current?.click()}>{format(messages.upload)}</Button>
        <input ref={fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" hidden aria-label={format(messages.upload)} onChange={fileChosen} />
        {fileName !== null && <Typography.Text>{format(messageRef(messages.fromFile, { fileName, format: listFormat }))}</Typography.Text>}
      </Flex>
      <ListSummary />
    </Form>
  );
});
