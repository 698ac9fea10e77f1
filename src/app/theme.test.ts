import fs from 'node:fs';
import path from 'node:path';
import { palette } from './theme';

/** `--console-primary-hover: #003eb3;` → ['primaryHover', '#003eb3'] */
function customProperties(css: string): [string, string][] {
  return [...css.matchAll(/--console-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]);
}

describe("app.css's palette", () => {
  const declared = customProperties(fs.readFileSync(path.join(__dirname, 'app.css'), 'utf8'));

  it("repeats theme.ts's colours, each under its own name", () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, value] of declared) expect([name, value]).toEqual([name, palette[name as keyof typeof palette]]);
  });
});
