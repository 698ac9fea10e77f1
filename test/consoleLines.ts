import { format } from 'node:util';

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error';

/**
 * Keeps the console lines matching `expected` out of the run's output and returns them; every other line prints as
 * usual, so what nobody expected still shows. A plain replacement rather than jest.spyOn, which a test's
 * jest.restoreAllMocks() would undo. Undo it with the returned `restore`.
 */
export function divertConsoleLines(method: ConsoleMethod, expected: RegExp): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    const line = format(...args);
    if (expected.test(line)) lines.push(line);
    else original.apply(console, args);
  };
  return { lines, restore: () => (console[method] = original) };
}

/**
 * The lines matching `expected` that `console[method]` is given while the enclosing block (or file) runs, its
 * beforeAll hooks included when this is called before them: a test that expects a log line reads it here
 * instead of printing it.
 */
export function expectedConsoleLines(method: ConsoleMethod, expected: RegExp): () => string[] {
  let diverted: ReturnType<typeof divertConsoleLines> | undefined;
  beforeAll(() => {
    diverted = divertConsoleLines(method, expected);
  });
  afterAll(() => diverted?.restore());
  return () => diverted?.lines ?? [];
}
