import type { Tournament } from '../../../src/domain/tournament';
import type { ConsoleSession } from './consoleSession';

/** The first of the demo data's Drafts, read in full, that `fits`; none fitting is an error naming what was `wanted`. */
export async function findDemoDraft(session: ConsoleSession, wanted: string, fits: (draft: Tournament) => boolean | Promise<boolean>): Promise<Tournament> {
  for (const { id } of await session.getJson<{ id: number }[]>('/api/tournaments/in-status/0')) {
    const draft = await session.getJson<Tournament>(`/api/tournaments/${id}`);
    if (await fits(draft)) return draft;
  }
  throw new Error(`The demo data has no Draft ${wanted}`);
}
