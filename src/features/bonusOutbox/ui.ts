/** The bonus outbox's components for the tournament page (its tab) and the Unsent page (its table of entries). */
export { BonusOutboxTab } from './components/BonusOutboxTab';
export { OutboxEntryTable, outboxEntryColumns } from './components/OutboxEntryTable';
