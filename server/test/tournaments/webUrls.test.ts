import { TournamentStatus } from '../../../src/domain/enums';
import { WEB_URL_MESSAGE } from '../../../src/domain/tournamentValidation';
import { createTournament, getTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

/** The message a 400 carries, in English (no Accept-Language). */
const URL_MESSAGE = WEB_URL_MESSAGE.defaultMessage;

/** Issue 13 "Bad input": only http: and https: URLs are stored, in every call that writes one. */
describe('URLs of a tournament', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });
  const body = (overrides = {}) => validTournamentBody(clock.now(), overrides);

  const notWebUrls = ['javascript:alert(document.cookie)', ' JAVASCRIPT:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '/thumbnails/games/1.svg', 'images/a.png', '//evil.example.test/a.png'];
  const urlFields = ['hero_image_desktop', 'hero_image_mobile', 'list_image', 'terms_and_conditions', 'summary_video_url'] as const;

  it('refuses a create with a javascript:, data: or relative URL in any URL field with 400 naming the field, and stores nothing', async () => {
    const before = (await server().request('GET', '/api/tournaments/in-status/0')).json as unknown[];
    for (const field of urlFields) {
      for (const url of notWebUrls) {
        const response = await server().request('PUT', '/api/tournaments', { body: body({ [field]: url }) });
        expect([field, url, response.status]).toEqual([field, url, 400]);
        expect(response.json).toEqual({ message: URL_MESSAGE, errors: [{ field, message: URL_MESSAGE }] });
      }
    }
    expect((await server().request('GET', '/api/tournaments/in-status/0')).json).toHaveLength(before.length);
  });

  it("refuses a tier bonus's image URL that is not a web URL", async () => {
    const valid = body();
    const tiers = [{ ...valid.tiers[0], bonus: { ...valid.tiers[0].bonus, image_url: 'javascript:alert(1)' } }];
    const response = await server().request('PUT', '/api/tournaments', { body: { ...valid, tiers } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: URL_MESSAGE, errors: [{ field: 'tiers[0].bonus.image_url' }] });
  });

  it('refuses a save or a publish of a draft with such a URL, and keeps the stored one', async () => {
    const id = await createTournament(server());
    const draft = await getTournament(server(), id);
    for (const status of [TournamentStatus.Draft, TournamentStatus.InProgress]) {
      const response = await server().request('POST', `/api/tournaments/${id}`, { body: { ...draft, status, list_image: 'javascript:alert(1)' } });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ message: URL_MESSAGE, errors: [{ field: 'list_image' }] });
    }
    expect(await getTournament(server(), id)).toEqual(draft);
  });

  it('accepts http: and https: URLs, in any case, and an empty terms or summary video URL', async () => {
    const urls = {
      hero_image_desktop: 'http://images.example.test/d.png',
      hero_image_mobile: 'HTTPS://images.example.test/m.png?size=2',
      list_image: 'https://127.0.0.1:8443/l.png',
      terms_and_conditions: 'https://terms.example.test/#top',
      summary_video_url: 'http://video.example.test/v.mp4',
    };
    const id = await createTournament(server(), urls);
    expect(await getTournament(server(), id)).toMatchObject(urls);
    const blank = await createTournament(server(), { terms_and_conditions: '', summary_video_url: '' });
    expect(await getTournament(server(), blank)).toMatchObject({ terms_and_conditions: '', summary_video_url: '' });
  });

  it('refuses a summary video URL that is not a web URL with 400, and keeps the stored one', async () => {
    const id = await createTournament(server(), { summary_video_url: 'https://video.example.test/1' });
    for (const url of notWebUrls) {
      const response = await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: url } });
      expect([url, response.status]).toEqual([url, 400]);
      expect(response.json).toEqual({ message: URL_MESSAGE, errors: [{ field: 'summary_video_url', message: URL_MESSAGE }] });
    }
    expect((await getTournament(server(), id)).summary_video_url).toBe('https://video.example.test/1');
    const cleared = await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: '' } });
    expect(cleared.json).toMatchObject({ summary_video_url: '' });
  });
});
