import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { importAfterPaint, scriptsAfterPaint, takeModulePreloads } from "./scripts-after-paint.server";

const head =
  '<html><head><link rel="stylesheet" href="/assets/app.css" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" fetchpriority="low"/>';
const moduleScript =
  ';\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n' +
  '  window.__reactRouterManifest = {\n  "url": "/assets/manifest-4.js",\n  "version": "4"\n};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-1.js");';
const body =
  '</head><body><h1>Hi</h1><script nonce="abc==">window.x = 1;</script>' +
  `<script nonce="abc==" type="module" async="">${moduleScript}</script>` +
  '<script nonce="abc==">window.y = 2;</script></body></html>';

describe("takeModulePreloads", () => {
  it("takes every module preload out of the head and lists its module, leaving other links alone", () => {
    expect(takeModulePreloads(head)).toEqual({
      head: '<html><head><link rel="stylesheet" href="/assets/app.css" nonce="abc=="/>',
      modules: ["/assets/entry.client-1.js", "/assets/root-2.js"],
    });
  });
});

describe("importAfterPaint", () => {
  it("waits for the first contentful paint, preloads the modules, imports the route modules under the same names, and compacts the manifest", () => {
    const script = importAfterPaint(moduleScript, ["/assets/entry.client-1.js", "/assets/root-2.js"]);
    expect(script).not.toContain("import * as");
    expect(script.indexOf('"first-contentful-paint"')).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('const modules = ["/assets/entry.client-1.js","/assets/root-2.js"];');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(script.indexOf("await Promise.all")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    expect(script).toContain('window.__reactRouterManifest = {"url":"/assets/manifest-4.js","version":"4"};\n');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("leaves a script without route imports as it is", () => {
    expect(importAfterPaint('import("/assets/entry.client-1.js");', [])).toBe('import("/assets/entry.client-1.js");');
  });
});

describe("scriptsAfterPaint", () => {
  it("rewrites the head and the module script however the document is cut into chunks, and nothing else", async () => {
    const whole = head + body;
    const expected =
      takeModulePreloads(head).head +
      body.replace(moduleScript, importAfterPaint(moduleScript, ["/assets/entry.client-1.js", "/assets/root-2.js"]));
    for (const size of [7, 40, 97, whole.length]) {
      const chunks: string[] = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.slice(at, at + size));
      expect(await text(Readable.from(chunks).pipe(scriptsAfterPaint()))).toBe(expected);
    }
  });

  it("passes a document without a module script through with only its preloads taken out", async () => {
    const plain = '</head><body><script nonce="abc==">window.x = 1;</script></body></html>';
    const out = await text(Readable.from([head, plain.slice(0, 20), plain.slice(20)]).pipe(scriptsAfterPaint()));
    expect(out).toBe(takeModulePreloads(head).head + plain);
  });

  it("keeps a character whose bytes are cut between two chunks whole, before and after the script", async () => {
    const document = `${head}</head><body><p>Drops 24 Nov — 50 × “Tees”</p><script type="module">${moduleScript}</script><p>Ünïcode — ✓</p></body></html>`;
    const bytes = Buffer.from(document);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 5) chunks.push(bytes.subarray(at, at + 5));
    const out = await text(Readable.from(chunks).pipe(scriptsAfterPaint()));
    expect(out).not.toContain("\uFFFD");
    expect(out).toContain("Drops 24 Nov — 50 × “Tees”");
    expect(out).toContain("<p>Ünïcode — ✓</p></body></html>");
  });
});
