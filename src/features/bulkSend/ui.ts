/**
 * The bulk send's component for the lists that offer it (the Unsent page, the Bonus Outbox tab): apart from index.ts,
 * so that sagas importing the feature's events do not pull the dialog and antd into the first route's bundle.
 */
export { SendAllShown } from './components/SendAllShown';
