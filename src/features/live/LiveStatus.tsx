import { useAppSelector } from '../../app/hooks';
import { selectLiveConnection, selectLiveStatusText } from './liveSelectors';
import type { LiveFeed } from './liveSlice';
import './liveStatus.css';

/**
 * 'Live' / 'Reconnecting…' beside a live table, announced politely to screen readers; named, so that it
 * is told apart from the page's other status (the editor's 'Unsaved changes'). Plain markup
 * rather than antd's Tag: the Running list's first load stays as small as it was (issue 6, figure 1).
 */
export function LiveStatus({ feed }: { feed: LiveFeed }) {
  const { status, error } = useAppSelector((state) => selectLiveConnection(state, feed));
  const text = useAppSelector((state) => selectLiveStatusText(state, feed));
  return (
    <span role="status" aria-label="Live updates" className={`live-status live-status-${status}`} title={error ?? undefined}>
      {text}
    </span>
  );
}
