/**
 * A stand-in API function whose request stays pending until the signal it was given (its last argument)
 * aborts, remembering every signal: saga tests use it to prove that cancelling a saga aborts its request.
 */
export function pendingUntilAborted() {
  const signals: AbortSignal[] = [];
  const request = (...args: unknown[]) =>
    new Promise<never>((_resolve, reject) => {
      const signal = args[args.length - 1] as AbortSignal;
      signals.push(signal);
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { signals, request };
}
