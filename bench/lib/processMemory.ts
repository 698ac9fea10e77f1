/**
 * A process's resident memory from Linux's /proc (the server and PGlite run in processes of their own):
 * its peak while some work runs, by resetting the kernel's high-water mark (VmHWM) first, and by sampling
 * VmRSS too, in case the reset is not allowed.
 */
import fs from 'node:fs';

const SAMPLE_MS = 10;
const KB = 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * KB;
}

/** The process's resident bytes now. */
export const residentBytes = (pid: number) => statusField(pid, 'VmRSS');

/** Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0); false when refused. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface MemoryDuring {
  /** Bytes resident before the work started. */
  before: number;
  /** The highest resident bytes seen while it ran. */
  peak: number;
}

/** Runs `work` and reports each process's resident memory before it and at its peak during it. */
export async function memoryDuring<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; memory: MemoryDuring[] }> {
  const memory = pids.map((pid) => ({ pid, before: statusField(pid, 'VmRSS'), peak: 0, reset: resetPeak(pid) }));
  const sample = () => memory.forEach((entry) => (entry.peak = Math.max(entry.peak, statusField(entry.pid, 'VmRSS'))));
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    const result = await work();
    sample();
    for (const entry of memory) if (entry.reset) entry.peak = Math.max(entry.peak, statusField(entry.pid, 'VmHWM'));
    return { result, memory: memory.map(({ before, peak }) => ({ before, peak })) };
  } finally {
    clearInterval(sampler);
  }
}

/** The processes `pid` started (PGlite is the server's child), from /proc/<pid>/task/<pid>/children. */
export function childPids(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}
