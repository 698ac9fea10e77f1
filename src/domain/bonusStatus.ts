/**
 * Whether the operator's bonus system still credits a bonus (issue 27). A campaign can be retired, or its budget
 * spent, after tournaments were set up with its code: an outbox entry naming it then fails on every attempt.
 * Beyond the spec's "Available bonus" (code, name, further fields): an API without it sends no status, which reads
 * as sendable, as the console assumed before.
 */
import { defineMessages } from '../i18n/defineMessages';
import type { MessageDescriptor } from '../i18n/text';

export const BONUS_STATUSES = ['active', 'retired', 'budget_expired'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const bonusCanBeSent = (status: BonusStatus | undefined): boolean => status === undefined || status === 'active';

export const BONUS_STATUS_LABELS: Record<BonusStatus, MessageDescriptor> = defineMessages({
  active: { id: 'domain.bonusStatus.active', defaultMessage: 'Can be sent' },
  retired: { id: 'domain.bonusStatus.retired', defaultMessage: 'Retired: cannot be sent' },
  budget_expired: { id: 'domain.bonusStatus.budgetExpired', defaultMessage: 'Budget spent: cannot be sent' },
});
