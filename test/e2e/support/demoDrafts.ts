import type { Tournament } from '../../../src/domain/tournament';
import type { ConsoleSession } from './consoleSession';

/** The first of the demo data's Drafts, read in full, that `fits`; none fitting is an error naming what was `wanted`. */
export async function findDemoDraft(session: ConsoleSession, wanted: string, fits: (draft: Tournament) => boolean | Promise<boolean>): Promise<Tournament> {
  const read = async <T>(path: string) => (await session.server.request('GET', path)).json as T;
  for (const { id } of await read<{ id: number }[]>('/api/tournaments/in-status/0')) {
    const draft = await read<Tournament>(`/api/tournaments/${id}`);
    if (await fits(draft)) return draft;
  }
  throw new Error(`The demo data has no Draft ${wanted}`);
}
