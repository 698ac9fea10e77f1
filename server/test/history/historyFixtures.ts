import { decodeJwt } from 'jose';
import type { HistoryEntry } from '../../../src/domain/tournamentHistory';
import type { TestServer } from '../harness';

/** The whole history of a tournament through the API, newest first. */
export async function historyOf(server: TestServer, tournamentId: number, query = ''): Promise<HistoryEntry[]> {
  const response = await server.request('GET', `/api/tournaments/${tournamentId}/history?take=1000${query}`);
  if (response.status !== 200) throw new Error(`history answered ${response.status}: ${response.text}`);
  return response.json as HistoryEntry[];
}

/** The default staff account (admin/admin) as the history names it: the token's subject and display name. */
export async function adminActor(server: TestServer): Promise<{ id: string; name: string }> {
  return { id: decodeJwt(await server.token()).sub!, name: 'Admin User' };
}

/** Runs `write` and answers the one entry it added to the tournament's history (failing unless exactly one). */
export async function entryAddedBy(server: TestServer, tournamentId: number, write: () => Promise<unknown>): Promise<HistoryEntry> {
  const before = await historyOf(server, tournamentId);
  await write();
  const added = (await historyOf(server, tournamentId)).slice(0, -before.length || undefined);
  expect(added).toHaveLength(1);
  return added[0];
}
