/**
 * How long a saga test runs when it dispatches after `.delay(...)`. expectSaga starts its stop timer before the
 * saga's first synchronous work and each delay only after it, so on a loaded machine (jest's workers beside the
 * server tests, 2 CPUs) a 50 ms run left the steps no time: the Refresh of boostersSagas.test.ts went unseen in CI.
 * Only tests that step through time pay this; the others keep their short runs.
 */
export const STEPPED_RUN_MS = 300;
