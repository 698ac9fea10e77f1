import { ReadableStream } from 'node:stream/web';
import type { DownloadOrder } from './downloadProtocol';
import { answerDownload, attachmentDisposition } from './downloadResponse';

const order: DownloadOrder = {
  id: 'one-time-id',
  url: 'https://api.example.com/api/export/leaderboard/7',
  headers: { Authorization: 'Bearer token-1' },
  fileName: '7_leaderboard_2030-01-07T10:30:00.000Z.csv',
};

const upstreamAnswering = (response: Response) => jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(response);

describe("the download worker's answer to a download navigation", () => {
  it("fetches the order's URL with its headers and answers the body as an attachment named by the order", async () => {
    const fetchFile = upstreamAnswering(new Response('rank,user_id\n1,u1\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const { response, report } = await answerDownload(order, fetchFile);
    expect(fetchFile).toHaveBeenCalledWith(order.url, { headers: order.headers });
    expect(report).toEqual({ type: 'started' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${order.fileName}"; filename*=UTF-8''7_leaderboard_2030-01-07T10%3A30%3A00.000Z.csv`,
    );
    expect(await response.text()).toBe('rank,user_id\n1,u1\n');
  });

  it('passes the body on as it arrives, before the upstream has finished', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(encoder.encode('rank,user_id\n')) });
    const { response } = await answerDownload(order, upstreamAnswering(new Response(body as unknown as BodyInit)));
    const reader = response.body!.getReader();
    // The upstream never ends: had the worker waited for the whole file, nothing would be readable.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('rank,user_id\n');
    await reader.cancel();
  });

  it("answers a refused export with 204 (nothing navigates) and reports '{status} - {statusText}'", async () => {
    const upstream = new Response('{"message":"Tournament not found"}', { status: 404, statusText: 'Not Found' });
    const { response, report } = await answerDownload(order, upstreamAnswering(upstream));
    expect(response.status).toBe(204);
    expect(report).toEqual({ type: 'failed', message: '404 - Not Found' });
  });

  it("reports a network failure with the fetch's message", async () => {
    const fetchFile = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { response, report } = await answerDownload(order, fetchFile);
    expect(response.status).toBe(204);
    expect(report).toEqual({ type: 'failed', message: 'Failed to fetch' });
  });
});

describe('attachmentDisposition', () => {
  it('keeps any name in the UTF-8 form and a safe ASCII one in the quoted form', () => {
    expect(attachmentDisposition('Ionuț "top".csv')).toBe(`attachment; filename="Ionu_ _top_.csv"; filename*=UTF-8''Ionu%C8%9B%20%22top%22.csv`);
  });
});
