// The scoring thread's entry (scoringThread.ts): the server runs its TypeScript through tsx (npm start) or ts-jest
// (the tests), neither of which reaches a worker thread, so the thread registers tsx itself, then loads the worker.
require('tsx/cjs/api').register();
require('./scoringWorker.ts');
