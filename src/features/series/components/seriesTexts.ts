import type { SeriesStatus } from '../../../domain/series';
import type { MessageDescriptor } from '../../../i18n/text';
import { seriesMessages } from '../messages';

/** A series' status in words. */
export const SERIES_STATUS_LABELS: Record<SeriesStatus, MessageDescriptor> = {
  active: seriesMessages.active,
  paused: seriesMessages.paused,
  ended: seriesMessages.ended,
};
