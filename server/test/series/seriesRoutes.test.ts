import type { SeriesDetail, SeriesSummary } from '../../../src/domain/series';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Booster, Tournament } from '../../../src/domain/tournament';
import type { HistoryEntry } from '../../../src/domain/tournamentHistory';
import { createDueSeriesInstances } from '../../src/series/seriesJob';
import { testClock } from '../fixtures/testClock';
import { getTournament } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';
import { createSeries, getSeries, seriesBody } from './seriesFixtures';

const HOUR = 60 * 60_000;
// A Monday, 10:30 UTC: a daily 18:00–22:00 series' next three starts (Monday to Wednesday) fall within 72 hours.
const MONDAY = '2030-01-07T10:30:00.000Z';

const starts = (series: SeriesDetail, status = TournamentStatus.InProgress) => series.instances.filter((i) => i.status === status).map((i) => i.start);

describe('recurring series', () => {
  const clock = testClock(MONDAY);
  const server = useTestServer({ now: clock.now, env: { SERIES_HORIZON_HOURS: '72' } });
  beforeEach(() => clock.set(MONDAY));

  const history = async (id: number) => (await server().request('GET', `/api/tournaments/${id}/history`)).json as HistoryEntry[];
  const summaryOf = async (id: number, language = 'en') =>
    ((await server().request('GET', '/api/series', { headers: { 'accept-language': language } })).json as SeriesSummary[]).find((s) => s.id === id)!;

  it('publishes its instances over the horizon, each with the template’s prizes and its booster moved to its window', async () => {
    const series = await createSeries(server(), seriesBody('2030-01-07T00:00:00.000Z'));
    expect(series).toMatchObject({ title: 'Evening race', status: 'active', instances_run: 0 });
    expect(series.instances.map(({ start, end }) => [start, end])).toEqual([
      ['2030-01-07T18:00:00.000Z', '2030-01-07T22:00:00.000Z'],
      ['2030-01-08T18:00:00.000Z', '2030-01-08T22:00:00.000Z'],
      ['2030-01-09T18:00:00.000Z', '2030-01-09T22:00:00.000Z'],
    ]);
    const second = series.instances[1];
    const tournament = await getTournament(server(), second.id);
    expect(tournament).toMatchObject({ status: TournamentStatus.InProgress, title: 'Evening race', tiers: series.template.tiers, wagering_conditions: series.template.wagering_conditions });
    // The template's booster runs its first hour: so does each instance's.
    const boosters = (await server().request('GET', `/api/boosters/${second.id}`)).json as Booster[];
    expect(boosters).toMatchObject([{ multiplier: 2, start_date: '2030-01-08T18:00:00.000Z', end_date: '2030-01-08T19:00:00.000Z' }]);
    const scheduled = ((await server().request('GET', '/api/tournaments/scheduled')).json as Tournament[]).map((t) => t.id);
    expect(scheduled).toEqual(expect.arrayContaining(series.instances.map((i) => i.id)));
    expect((await history(second.id)).map((entry) => [entry.action, entry.details])).toEqual([['series_published', { series_id: series.id }]]);
  });

  it('lists each series with its rule in words, its next instance and the instances run', async () => {
    const series = await createSeries(server(), seriesBody('2030-01-07T00:00:00.000Z', { frequency: 'weekdays', weekdays: [1, 3] }, 'Midweek race'));
    expect(await summaryOf(series.id)).toMatchObject({
      rule_text: 'Every Monday and Wednesday 18:00–22:00 UTC',
      next_instance: { id: series.instances[0].id, start: '2030-01-07T18:00:00.000Z' },
      instances_run: 0,
    });
    expect((await summaryOf(series.id, 'ro')).rule_text).toBe('În fiecare luni și miercuri 18:00–22:00 UTC');
    clock.set('2030-01-07T19:00:00.000Z');
    expect(await summaryOf(series.id)).toMatchObject({ next_instance: { start: '2030-01-09T18:00:00.000Z' }, instances_run: 1 });
  });

  it('creates each later instance once as the horizon moves on', async () => {
    const series = await createSeries(server(), seriesBody('2030-01-07T00:00:00.000Z', {}, 'Daily job race'));
    clock.advance(24 * HOUR);
    const created = await createDueSeriesInstances(server().ctx);
    expect(await createDueSeriesInstances(server().ctx)).toEqual([]);
    const after = await getSeries(server(), series.id);
    expect(after.instances.filter((i) => created.includes(i.id)).map((i) => i.start)).toEqual(['2030-01-10T18:00:00.000Z']);
    expect(after.instances).toHaveLength(4);
  });

  it('changes the instances not started yet, never the running one, and cancels those the new rule drops', async () => {
    const series = await createSeries(server(), seriesBody('2030-01-07T00:00:00.000Z', {}, 'Edited race'));
    const [running, tomorrow] = series.instances;
    clock.set('2030-01-07T18:30:00.000Z');

    const retitled = seriesBody('2030-01-07T00:00:00.000Z', {}, 'Edited race, bigger prizes');
    const edit = await server().request('POST', `/api/series/${series.id}`, { body: retitled });
    expect(edit.status).toBe(200);
    expect((await getTournament(server(), running.id)).title).toBe('Edited race');
    expect((await getTournament(server(), tomorrow.id)).title).toBe('Edited race, bigger prizes');
    const [updated] = await history(tomorrow.id);
    expect(updated).toMatchObject({ action: 'series_updated', details: { series_id: series.id, changes: expect.arrayContaining([{ field: 'title', before: 'Edited race', after: 'Edited race, bigger prizes' }]) } });
    expect((await history(running.id)).map((entry) => entry.action)).toEqual(['series_published']);

    // 19:00 today would overlap the running instance: it is not created; tomorrow's and the day after's move.
    const later = (await server().request('POST', `/api/series/${series.id}`, { body: seriesBody('2030-01-07T00:00:00.000Z', { time_of_day: '19:00' }, 'Later race') }))
      .json as SeriesDetail;
    expect(starts(later)).toEqual(['2030-01-07T18:00:00.000Z', '2030-01-08T19:00:00.000Z', '2030-01-09T19:00:00.000Z']);
    expect(later.instances.filter((i) => i.status === TournamentStatus.Canceled).map((i) => [i.start, i.in_rule])).toEqual([
      ['2030-01-08T18:00:00.000Z', false],
      ['2030-01-09T18:00:00.000Z', false],
      // The first edit's horizon reached it (from 18:30, 72 hours).
      ['2030-01-10T18:00:00.000Z', false],
    ]);
    expect((await history(tomorrow.id))[0]).toMatchObject({ action: 'series_dropped', details: { series_id: series.id, reason: 'rule_changed' } });
    expect((await getTournament(server(), running.id)).time_configuration.start).toBe('2030-01-07T18:00:00.000Z');
  });

  it('pauses (nothing created), resumes (the horizon filled) and ends (the instances not started canceled, no more edits)', async () => {
    const series = await createSeries(server(), seriesBody('2030-01-07T00:00:00.000Z', {}, 'Paused race'));
    expect((await server().request('PUT', `/api/series/${series.id}/pause`)).json).toMatchObject({ status: 'paused' });
    expect((await server().request('PUT', `/api/series/${series.id}/pause`)).status).toBe(409);
    clock.advance(24 * HOUR);
    await createDueSeriesInstances(server().ctx);
    expect((await getSeries(server(), series.id)).instances).toHaveLength(3);

    const resumed = (await server().request('PUT', `/api/series/${series.id}/resume`)).json as SeriesDetail;
    expect(resumed.status).toBe('active');
    expect(starts(resumed)).toContain('2030-01-10T18:00:00.000Z');

    const ended = (await server().request('PUT', `/api/series/${series.id}/end`)).json as SeriesDetail;
    expect(ended.status).toBe('ended');
    // Monday's instance ran; the others had not started.
    expect(starts(ended, TournamentStatus.Canceled)).toEqual(['2030-01-08T18:00:00.000Z', '2030-01-09T18:00:00.000Z', '2030-01-10T18:00:00.000Z']);
    expect(starts(ended)).toEqual(['2030-01-07T18:00:00.000Z']);
    const edit = await server().request('POST', `/api/series/${series.id}`, { body: seriesBody('2030-01-07T00:00:00.000Z') });
    expect(edit.status).toBe(409);
    expect(edit.json).toEqual({ message: `Series ${series.id} has ended: it can no longer be changed` });
  });

  it('refuses an invalid series with 400 and every error named under its part, and callers without a token', async () => {
    const overlapping = await server().request('PUT', '/api/series', { body: seriesBody('2030-01-07T00:00:00.000Z', { duration_minutes: 25 * 60 }) });
    expect(overlapping.status).toBe(400);
    expect(overlapping.json).toMatchObject({ errors: [{ field: 'recurrence.duration_minutes' }] });
    const body = seriesBody('2030-01-07T00:00:00.000Z');
    const untitled = await server().request('PUT', '/api/series', { body: { ...body, template: { ...body.template, title: ' ' }, boosters: [{ ...body.boosters[0], multiplier: 0 }] } });
    expect(untitled.status).toBe(400);
    expect(untitled.json).toMatchObject({ message: 'Title required', errors: [{ field: 'template.title' }, { field: 'boosters[0].multiplier' }] });
    const endless = await server().request('PUT', '/api/series', { body: seriesBody('2030-01-07T00:00:00.000Z', { until: 'x' }) });
    expect(endless).toMatchObject({ status: 400, json: { message: 'recurrence.until: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z' } });
    expect((await server().request('GET', '/api/series', { token: null })).status).toBe(401);
    expect((await server().request('GET', '/api/series/999999')).status).toBe(404);
  });
});
