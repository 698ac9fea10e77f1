/** The bulk send's public face for the lists that offer it (the Unsent page, the Bonus Outbox tab). */
export { SendAllShown } from './components/SendAllShown';
export { sendAllFinished, type BulkSendScope } from './bulkSendSlice';
