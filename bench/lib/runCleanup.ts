/** What figures share for a whole run (a seeded template database) and remove when the run ends. */
const cleanups: Array<() => Promise<void>> = [];

export function atRunEnd(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Called by bench/run.ts once every figure has run (before the PostgreSQL cluster stops), also on failure. */
export async function runEndCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
