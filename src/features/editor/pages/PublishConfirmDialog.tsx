import { Button, Descriptions, Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { DEFAULT_CURRENCY } from '../../../domain/bonusDisplayName';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { selectPublishSummary } from '../publishSummary';

const messages = defineMessages({
  title: { id: 'editor.publishConfirm.title', defaultMessage: 'Publish “{title}”?' },
  intro: { id: 'editor.publishConfirm.intro', defaultMessage: 'Once published, the tournament runs in this window and can no longer be edited, only canceled.' },
  window: { id: 'editor.publishConfirm.window', defaultMessage: 'Window' },
  windowValue: { id: 'editor.publishConfirm.windowValue', defaultMessage: '{start} – {end}' },
  eligibility: { id: 'editor.publishConfirm.eligibility', defaultMessage: 'Who can play' },
  prizes: { id: 'editor.publishConfirm.prizes', defaultMessage: 'Prize total' },
  prizesValue: {
    id: 'editor.publishConfirm.prizesValue',
    defaultMessage: '{money} {currency}{spins, plural, =0 {} one {, # free spin} other {, # free spins}}',
  },
  games: { id: 'editor.publishConfirm.games', defaultMessage: 'Games' },
  gamesValue: {
    id: 'editor.publishConfirm.gamesValue',
    defaultMessage:
      '{conditions, plural, =0 {Any game (no wagering condition)} other {{games, plural, one {# game} other {# games}} in {conditions, plural, one {# wagering condition} other {# wagering conditions}}}}',
  },
  back: { id: 'editor.publishConfirm.back', defaultMessage: 'Back' },
  publish: { id: 'editor.publishConfirm.publish', defaultMessage: 'Publish' },
});

/**
 * Publish says what it puts live and asks first (issue 27): the window in UTC, who can play, what the prizes total
 * and which games count. Publish here sends the spec's publish (its own refusals still apply).
 */
export function PublishConfirmDialog({ open, onClose, onPublish }: { open: boolean; onClose: () => void; onPublish: () => void }) {
  const intl = useIntl();
  const summary = useAppSelector(selectPublishSummary);
  if (!summary) return null;
  const items = [
    { key: 'window', label: intl.formatMessage(messages.window), children: intl.formatMessage(messages.windowValue, { start: formatDateTime(summary.start), end: formatDateTime(summary.end) }) },
    { key: 'eligibility', label: intl.formatMessage(messages.eligibility), children: intl.formatMessage(summary.eligibility) },
    {
      key: 'prizes',
      label: intl.formatMessage(messages.prizes),
      children: intl.formatMessage(messages.prizesValue, { money: formatAmount(summary.bonusMoney), currency: DEFAULT_CURRENCY, spins: summary.freeSpins }),
    },
    { key: 'games', label: intl.formatMessage(messages.games), children: intl.formatMessage(messages.gamesValue, { games: summary.games, conditions: summary.conditions }) },
  ];
  return (
    <Modal
      open={open}
      title={intl.formatMessage(messages.title, { title: summary.title })}
      onCancel={onClose}
      footer={[
        <Button key="back" onClick={onClose}>
          <FormattedMessage {...messages.back} />
        </Button>,
        <Button key="publish" type="primary" onClick={onPublish}>
          <FormattedMessage {...messages.publish} />
        </Button>,
      ]}
    >
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <Descriptions column={1} size="small" bordered items={items} />
    </Modal>
  );
}
