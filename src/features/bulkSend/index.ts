/**
 * The bulk send's public face for the lists that offer it (the Unsent page, the Bonus Outbox tab). Sagas import
 * the slice itself: through this file they would pull the dialog and antd into the first route's bundle.
 */
export { SendAllShown } from './components/SendAllShown';
export { sendAllFinished, type BulkSendScope } from './bulkSendEvents';
