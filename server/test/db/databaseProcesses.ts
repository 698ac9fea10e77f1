import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 100;

/** Waits for a condition (no timed assertion: the deadline only ends a test that would otherwise hang). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, deadlineMs = 90_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting ${deadlineMs} ms for ${what}`);
    await sleep(POLL_MS);
  }
}

function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

/** Running: in /proc and not a zombie (an ended process its parent has not reaped yet). */
export function isRunning(pid: number): boolean {
  const state = processState(pid);
  return state !== undefined && state !== 'Z';
}

/** The running processes serving dataDir as an embedded database (`--db dataDir` on their command line). */
export function databaseProcessesOf(dataDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args[args.indexOf('--db') + 1] === dataDir && isRunning(pid);
      } catch {
        return false;
      }
    });
}

/** Ends whatever still serves dataDir: a failed test must not leave a database process behind. */
export function killDatabaseProcessesOf(dataDir: string): void {
  for (const pid of databaseProcessesOf(dataDir)) process.kill(pid, 'SIGKILL');
}
