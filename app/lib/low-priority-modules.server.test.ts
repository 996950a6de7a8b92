import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, rewriteHead } from "./low-priority-modules.server";

const head =
  '<head><link rel="stylesheet" href="/assets/app.css" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc=="/>';

describe("lowPriorityModulePreloads", () => {
  it("makes every module preload low priority and drops its nonce, leaving other links alone", () => {
    expect(lowPriorityModulePreloads(head)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css" nonce="abc=="/>' +
        '<link rel="modulepreload" href="/assets/entry.client-1.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/root-2.js" fetchpriority="low"/>',
    );
  });
});

describe("rewriteHead", () => {
  it("rewrites the head even when it arrives split across chunks, and nothing after it", async () => {
    const body = '</head><body><link rel="modulepreload" href="/later.js" nonce="abc=="/></body>';
    const whole = head + body;
    const chunks = [whole.slice(0, 37), whole.slice(37, 120), whole.slice(120)];
    const out = await text(Readable.from(chunks).pipe(rewriteHead()));
    expect(out).toBe(lowPriorityModulePreloads(head) + body);
  });
});
