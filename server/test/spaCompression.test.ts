import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { useTestServer } from './harness';

/** A build as `npm run build` leaves it: each asset beside its .gz and .br copies (webpack.precompress.ts). */
function writeBuild(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-spa-'));
  const script = `console.log(${JSON.stringify('the console '.repeat(200))});`;
  const files = { 'index.html': '<!doctype html><title>Tournaments</title><script src="/main.js"></script>', 'main.js': script };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), content);
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
  }
  return { dir, script };
}

describe('the SPA served compressed', () => {
  const build = writeBuild();
  const server = useTestServer({ env: { WEB_ROOT: build.dir } });
  // Declared after useTestServer, so it runs once the server has stopped (jest runs afterAll hooks in that order).
  afterAll(() => {
    fs.rmSync(build.dir, { recursive: true, force: true });
  });

  const get = (pathname: string, acceptEncoding: string) => fetch(`${server().url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy of a script to a browser that accepts br', async () => {
    const response = await get('/main.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toBe(build.script);
  });

  it('sends the gzip copy when the browser accepts only gzip, and the file itself when it accepts neither', async () => {
    expect((await get('/main.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/main.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(build.script);
  });

  it('compresses the index.html of a deep link too', async () => {
    const response = await get('/tournament/7', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<title>Tournaments</title>');
  });
});
