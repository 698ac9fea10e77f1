import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/database';

/** The database with a count of the statements run through it (raw SQL too): what a test asserts a write costs. */
export function countingStatements(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      count++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(counter), statements: () => count };
}
