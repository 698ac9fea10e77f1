import { SimulationQueue, SimulationsBusy, type Release } from '../../src/simulate/simulationQueue';

/** Issue 26, "Heavy work is bounded": who runs, who waits and who is refused, by the queue alone. */

const LIMITS = { running: 2, runningPerStaff: 1, waiting: 2, waitingPerStaff: 1 };
const never = () => new AbortController().signal;

/** Whether the promise has settled by the time everything queued before has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('SimulationQueue', () => {
  it('runs up to the server-wide limit at once; the next waits its turn and runs when one ends', async () => {
    const queue = new SimulationQueue({ ...LIMITS, runningPerStaff: 5 });
    const first = await queue.admit('ana', never());
    await queue.admit('bob', never());
    const third = queue.admit('cyd', never());
    expect(await settled(third)).toBe(false);
    expect(queue.counts).toEqual({ running: 2, waiting: 1 });
    first();
    expect(await settled(third)).toBe(true);
    expect(queue.counts).toEqual({ running: 2, waiting: 0 });
  });

  it("holds a staff member's second run while another member's runs, with room on the server", async () => {
    const queue = new SimulationQueue(LIMITS);
    const anasFirst = await queue.admit('ana', never());
    const anasSecond = queue.admit('ana', never());
    const bobs = queue.admit('bob', never());
    expect(await settled(bobs)).toBe(true);
    expect(await settled(anasSecond)).toBe(false);
    anasFirst();
    expect(await settled(anasSecond)).toBe(true);
  });

  it('refuses at once beyond the line, server-wide and per staff member, saying when to come back', async () => {
    const queue = new SimulationQueue(LIMITS);
    await queue.admit('ana', never());
    await queue.admit('bob', never());
    void queue.admit('ana', never());
    // Ana already waits once: her limit.
    await expect(queue.admit('ana', never())).rejects.toBeInstanceOf(SimulationsBusy);
    void queue.admit('bob', never());
    // Two wait: the server's line is full for everyone.
    const refusal = (await queue.admit('cyd', never()).catch((error: unknown) => error)) as SimulationsBusy;
    expect(refusal).toBeInstanceOf(SimulationsBusy);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.counts).toEqual({ running: 2, waiting: 2 });
  });

  it('lets a run that gives up while waiting leave the line, and a release count once', async () => {
    const queue = new SimulationQueue({ ...LIMITS, running: 1 });
    const running: Release = await queue.admit('ana', never());
    const leaving = new AbortController();
    const gaveUp = queue.admit('bob', leaving.signal);
    expect(queue.counts.waiting).toBe(1);
    leaving.abort();
    await expect(gaveUp).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.counts).toEqual({ running: 1, waiting: 0 });
    running();
    running();
    expect(queue.counts).toEqual({ running: 0, waiting: 0 });
  });
});
