// The native scrypt hashes against better-auth's own: accounts made before the switch still sign in.
import * as betterAuthCrypto from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.server";

describe("password hashes", () => {
  it("verifies better-auth's hashes, and better-auth verifies ours", async () => {
    const theirs = await betterAuthCrypto.hashPassword("pastel-123");
    expect(await verifyPassword({ hash: theirs, password: "pastel-123" })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: "pastel-124" })).toBe(false);

    const ours = await hashPassword("pastel-123");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthCrypto.verifyPassword({ hash: ours, password: "pastel-123" })).toBe(true);
    expect(await betterAuthCrypto.verifyPassword({ hash: ours, password: "Pastel-123" })).toBe(false);
  });

  it("salts every hash, and refuses a malformed stored hash instead of throwing", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    for (const hash of ["", "nocolon", "abcd:", "abcd:zz", "abcd:0011"]) {
      expect(await verifyPassword({ hash, password: "same" })).toBe(false);
    }
  });
});
