// The session-signing secret: AUTH_SECRET when given, otherwise one kept in DATA_DIR (mode 0600).
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret.server";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "softdrop-secret-"));
    expect(resolveAuthSecret({ AUTH_SECRET: "x".repeat(40), DATA_DIR: dir })).toBe("x".repeat(40));
  });

  it("generates one secret into DATA_DIR/auth-secret, readable by the owner only, and keeps it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "softdrop-secret-")), "nested");
    const first = resolveAuthSecret({ DATA_DIR: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ DATA_DIR: dir })).toBe(first);
  });

  it("refuses a stored secret that is too short", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "softdrop-secret-"));
    writeFileSync(path.join(dir, "auth-secret"), "short");
    expect(() => resolveAuthSecret({ DATA_DIR: dir })).toThrow(/shorter than 32/);
  });
});
