import { ConditionWatch } from '../conditionWatch';

/** A fetch that records each call once its answer has come, so a test can wait for calls rather than for time. */
export interface RecordedCall {
  url: string;
  status: number;
  body: string;
}

export class RecordingFetch {
  readonly calls: RecordedCall[] = [];
  private readonly watch = new ConditionWatch();

  readonly fetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    this.calls.push({ url: String(input), status: response.status, body: typeof init?.body === 'string' ? init.body : String(init?.body ?? '') });
    this.watch.changed();
    return response;
  };

  callsTo(pathEnd: string): RecordedCall[] {
    return this.calls.filter((call) => call.url.endsWith(pathEnd));
  }

  /** Resolves once `condition` holds, checked now and after every call. */
  until(condition: () => boolean): Promise<void> {
    return this.watch.until(condition);
  }
}
