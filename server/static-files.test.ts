import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/precompress.mjs";
import { scratchDir } from "../tests/support/scratch-dir";
import { staticFiles } from "./static-files";

const script = `export const words = ${JSON.stringify("print on demand ".repeat(400))};\n`;
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = scratchDir("softdrop-static-");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/entry.js"), script);
  writeFileSync(path.join(dir, "assets/tiny.css"), "a{color:red}");
  writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(4096, 7));
  await precompress(dir);
  const app = express();
  app.use(staticFiles(dir, { maxAge: "1y", immutable: true }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (not decoded) to a GET with this Accept-Encoding. */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("static files compressed by the build", () => {
  it("sends Brotli to a browser that takes it, with the script's own type", async () => {
    const answer = await get("/assets/entry.js", "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends gzip to one that takes only gzip, and the file itself to one that takes neither", async () => {
    const gzipped = await get("/assets/entry.js", "gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    for (const identity of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get("/assets/entry.js", identity);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.body.toString()).toBe(script);
    }
  });

  it("leaves files too small to gain, and pictures, as they are", async () => {
    for (const file of ["/assets/tiny.css", "/logo.png"]) {
      const answer = await get(file, "gzip, deflate, br");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
    }
    expect((await get("/logo.png", "br")).body.length).toBe(4096);
  });

  it("passes a path it has no file for to the next handler", async () => {
    expect((await get("/assets/missing.js", "br")).status).toBe(404);
  });
});
