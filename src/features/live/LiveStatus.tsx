import { useAppSelector } from '../../app/hooks';
import { defineMessages } from '../../i18n/defineMessages';
import { useFormatText } from '../../i18n/useFormatText';
import { selectLiveConnection, selectLiveStatusText } from './liveSelectors';
import type { LiveFeed } from './liveSlice';
import './liveStatus.css';

const messages = defineMessages({
  label: { id: 'live.status.label', defaultMessage: 'Live updates' },
});

/**
 * 'Live' / 'Reconnecting…' beside a live table, announced politely to screen readers; named, so that it
 * is told apart from the page's other status (the editor's 'Unsaved changes'). Plain markup
 * rather than antd's Tag: the Running list's first load stays as small as it was (issue 6, figure 1).
 */
export function LiveStatus({ feed }: { feed: LiveFeed }) {
  const format = useFormatText();
  const { status, error } = useAppSelector((state) => selectLiveConnection(state, feed));
  const text = useAppSelector((state) => selectLiveStatusText(state, feed));
  return (
    <span role="status" aria-label={format(messages.label)} className={`live-status live-status-${status}`} title={error === null ? undefined : format(error)}>
      {format(text)}
    </span>
  );
}
