import { DAY_OF_WEEK_LABELS } from '../../domain/enums';
import { WEEKDAY_BY_UTC_DAY, type Weekday } from '../../domain/tournament';
import type { MessageDescriptor } from '../../i18n/text';

/** A weekday flag of the time configuration ('monday') by the name of its day (domain's labels, Sunday = 0). */
export const weekdayLabel = (day: Weekday): MessageDescriptor => DAY_OF_WEEK_LABELS[WEEKDAY_BY_UTC_DAY.indexOf(day)];
