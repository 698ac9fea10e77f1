import fs from 'node:fs';

// Linux's clock ticks per second for /proc/<pid>/stat's start time (USER_HZ, 100 on every common kernel).
const TICKS_PER_SECOND = 100;
// Start times are rounded to a tick and `since` is taken just after the start: a little slack either way.
const START_SLACK_MS = 2000;

function bootTimeMs(): number | undefined {
  const match = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'));
  return match ? Number(match[1]) * 1000 : undefined;
}

/** Linux only: the process's state letter and when it started, or undefined where /proc cannot tell. */
function procStat(pid: number): { state: string; startedAt?: number } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name in parentheses may hold spaces: the fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const boot = bootTimeMs();
  return { state: fields[0], startedAt: boot === undefined ? undefined : boot + (Number(fields[19]) * 1000) / TICKS_PER_SECOND };
}

/**
 * Whether the process that wrote `since` into a lock as `pid` still runs on this host. A zombie has ended
 * (an orphan whose new parent does not reap it stays one), and a process that started after `since` only
 * reuses the pid (a container restarted, the host rebooted).
 */
export function isStillRunning(pid: number, since: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.state === 'Z') return false;
  return stat.startedAt === undefined || stat.startedAt <= Date.parse(since) + START_SLACK_MS;
}
