/**
 * Runs `run` at most once per interval, measured from the end of one run to the start of the next (so what a run
 * delivers at its end is an interval apart however long it took): at once when the last run ended an interval
 * ago, otherwise once when it has, however many requests came meanwhile, so the last request is never lost, only
 * delayed. Never two runs at once.
 */
export class Throttle {
  private lastEnd = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private requested = false;

  constructor(
    private readonly intervalMs: number,
    private readonly run: () => Promise<void>,
  ) {}

  request(): void {
    this.requested = true;
    this.schedule();
  }

  /** No more runs; resolves when the one under way has ended. */
  async stop(): Promise<void> {
    this.requested = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(): void {
    if (!this.requested || this.timer || this.running) return;
    const wait = this.lastEnd + this.intervalMs - Date.now();
    if (wait <= 0) this.fire();
    else
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.fire();
      }, wait);
  }

  private fire(): void {
    this.requested = false;
    this.running = this.run().finally(() => {
      this.running = undefined;
      this.lastEnd = Date.now();
      this.schedule();
    });
  }
}
