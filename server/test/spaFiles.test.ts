import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from './harness';

/** A build in `dist` beside a sibling folder whose name starts the same, as a deploy's previous build might be. */
function writeBuilds(): { parent: string; webRoot: string } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-spa-files-'));
  const webRoot = path.join(parent, 'dist');
  fs.mkdirSync(webRoot);
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Tournaments</title>');
  fs.writeFileSync(path.join(webRoot, 'main.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(webRoot, 'main.js.map'), '{"version":3,"sources":["webpack://tournament-console/./src/index.tsx"]}');
  fs.mkdirSync(path.join(parent, 'dist-old'));
  fs.writeFileSync(path.join(parent, 'dist-old', 'secret.txt'), 'not for the web');
  return { parent, webRoot };
}

/** One request line as sent, absolute-form included, which fetch cannot send: the answer's status line and body. */
function rawGet(url: string, target: string): Promise<{ status: string; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.once('error', reject);
    socket.once('close', () => resolve({ status: answer.split('\r\n')[0], body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

describe('the SPA’s files', () => {
  const builds = writeBuilds();
  const server = useTestServer({ env: { WEB_ROOT: builds.webRoot } });
  // Declared after useTestServer, so it runs once the server has stopped (jest runs afterAll hooks in that order).
  afterAll(() => fs.rmSync(builds.parent, { recursive: true, force: true }));

  it('tells nothing of a sibling folder named like the build: an absolute-form request line gets the page whether a file exists there or not', async () => {
    const existing = await rawGet(server().url, 'http://127.0.0.1/../../../dist-old/secret.txt');
    const missing = await rawGet(server().url, 'http://127.0.0.1/../../../dist-old/nothing.txt');
    expect(existing).toEqual(missing);
    expect(existing.status).toBe('HTTP/1.1 200 OK');
    expect(existing.body).toContain('<title>Tournaments</title>');
  });

  it('never sends a source map (the build keeps them for the bench), while the script itself is served', async () => {
    expect((await fetch(`${server().url}/main.js`)).status).toBe(200);
    for (const target of ['/main.js.map', '/main.js.map?x=1', 'http://127.0.0.1/main.js.map']) {
      const answer = await rawGet(server().url, target);
      expect({ target, status: answer.status }).toEqual({ target, status: 'HTTP/1.1 404 Not Found' });
      expect(answer.body).not.toContain('sources');
    }
  });
});
