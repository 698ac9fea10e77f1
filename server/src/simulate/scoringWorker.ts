/**
 * A scoring thread of Simulate (ScoringThreads starts it through scoringWorker.cjs): for one run after another,
 * converts and scores each slice of rows the main thread sends and acknowledges it, then answers the board, so that
 * the replay's CPU never holds the main thread's event loop.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ScoringJob, TooManyPlayers } from './scoringJob';
import type { FromScoring, ToScoring } from './scoringMessages';
import { SCORING_THREAD_NICENESS } from './scoringThreads';

// Elsewhere (macOS, Windows) the priority is the whole process's: the server's own would drop with it.
if (process.platform === 'linux') setPriority(SCORING_THREAD_NICENESS);

const port = parentPort!;
const reply = (message: FromScoring) => port.postMessage(message);

/** The run in progress; dropped once it answers, so that an idle thread holds no board. */
let job: ScoringJob | undefined;

function handle(message: ToScoring): void {
  if (message.type === 'start') {
    job = new ScoringJob(message.setup);
  } else if (job === undefined) {
    // A refused run's rows and finish, sent before the main thread heard of the refusal: nothing to score.
  } else if (message.type === 'rows') {
    job.add(message.rows);
    reply({ type: 'scored' });
  } else {
    const simulation = job.finish();
    job = undefined;
    reply({ type: 'answer', simulation });
  }
}

port.on('message', (message: ToScoring) => {
  try {
    handle(message);
  } catch (error) {
    if (!(error instanceof TooManyPlayers)) throw error;
    // The main thread ends this thread on hearing it.
    job = undefined;
    reply({ type: 'tooManyPlayers' });
  }
});
