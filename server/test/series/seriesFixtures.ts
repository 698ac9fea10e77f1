import type { SeriesBody, SeriesDetail } from '../../../src/domain/series';
import type { SeriesRecurrence } from '../../../src/domain/seriesRecurrence';
import type { TestServer } from '../harness';
import { validTournamentBody } from '../fixtures/tournamentFixture';

/** A daily 18:00–22:00 UTC series from `from`, whose template (anchored at `from`) has one booster for its first hour. */
export function seriesBody(from: string, recurrence: Partial<SeriesRecurrence> = {}, title = 'Evening race'): SeriesBody {
  const template = validTournamentBody(new Date(from), { title });
  const anchor = Date.parse(template.time_configuration.start);
  return {
    template,
    boosters: [
      {
        multiplier: 2,
        name: 'Happy hour',
        start_date: new Date(anchor).toISOString(),
        end_date: new Date(anchor + 60 * 60_000).toISOString(),
        day_of_week: null,
        day_of_month: null,
      },
    ],
    recurrence: {
      frequency: 'daily',
      weekdays: [],
      day_of_month: null,
      time_of_day: '18:00',
      duration_minutes: 240,
      from,
      until: null,
      count: null,
      allow_overlap: false,
      ...recurrence,
    },
  };
}

export async function createSeries(server: TestServer, body: SeriesBody): Promise<SeriesDetail> {
  const response = await server.request('PUT', '/api/series', { body });
  if (response.status !== 200) throw new Error(`create series answered ${response.status}: ${response.text}`);
  return response.json as SeriesDetail;
}

export async function getSeries(server: TestServer, id: number): Promise<SeriesDetail> {
  return (await server.request('GET', `/api/series/${id}`)).json as SeriesDetail;
}
