// Connections on the real database against the Printful fake (issue #30, decision 070): a token is
// checked before it is kept, kept sealed (not in the table as written), used by the next sync and
// never shown again; a wrong token is refused with Printful's words and nothing is kept; a token
// the environment sets wins; a removed one is gone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectedEnv, openSecret, removeConnection, sealSecret } from "~/lib/connections.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startFakePrintful, printfulProduct, type FakePrintful } from "../../../tests/fakes/printful-server";
import { runSync, syncedProducts, useFakePartners } from "../../../tests/support/sync-fixtures";
import { connectionAction, connectionsView } from "./connections.server";

const TOKEN = "pf-owner-entered-token-c0ffee42";
let fake: FakePrintful;

beforeAll(async () => {
  fake = await startFakePrintful({
    token: TOKEN,
    stores: [{ id: 31, name: "Moth Prints", type: "native", products: [printfulProduct({ id: 5, name: "Moth Tee" })] }],
  });
  useFakePartners({ printful: fake.url });
  Object.assign(env, { PRINTFUL_API_TOKEN: undefined }); // nothing from the environment: the owner connects
});
afterEach(async () => {
  await removeConnection("PRINTFUL_API_TOKEN"); // through the module, which forgets its cache too
});
afterAll(() => fake.close());

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

type Refused = { data: { errors: Record<string, string> }; init: { status: number } };

describe("connections", () => {
  it("checks a token with Printful, keeps it sealed, shows only its last four and syncs with it", async () => {
    const answer = await connectionAction(form({ intent: "connect", partner: "printful", token: ` ${TOKEN} ` }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect(fake.requests.filter((request) => request.path === "/stores")).toHaveLength(1);

    const [row] = await db.select().from(schema.connections);
    expect(row).toMatchObject({
      name: "PRINTFUL_API_TOKEN",
      lastFour: "ee42",
      label: 'Connected to Printful store "Moth Prints"',
    });
    expect(row!.sealed).not.toContain(TOKEN);
    expect(Buffer.from(row!.sealed.replace(/\./g, ""), "base64url").toString("latin1")).not.toContain(TOKEN);

    const view = await connectionsView();
    expect(JSON.stringify(view)).not.toContain(TOKEN);
    expect(view.find((connection) => connection.id === "printful")).toEqual({
      id: "printful",
      name: "Printful",
      variable: "PRINTFUL_API_TOKEN",
      setByServer: false,
      stored: {
        label: 'Connected to Printful store "Moth Prints"',
        lastFour: "ee42",
        readable: true,
        savedAt: expect.any(String),
      },
    });

    expect((await connectedEnv()).PRINTFUL_API_TOKEN).toBe(TOKEN);
    expect(env.PRINTFUL_API_TOKEN).toBeUndefined();
    const run = await runSync("printful");
    expect(run).toMatchObject({ status: "done", created: 1 });
    expect((await syncedProducts("printful")).map((product) => product.name)).toEqual(["Moth Tee"]);
  });

  it("refuses a wrong token with Printful's own message and keeps nothing", async () => {
    const answer = (await connectionAction(
      form({ intent: "connect", partner: "printful", token: "pf-wrong-token" }),
    )) as unknown as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ token: "Printful refused this token: Invalid access token" });
    expect(await db.select().from(schema.connections)).toEqual([]);
    expect((await connectedEnv()).PRINTFUL_API_TOKEN).toBeUndefined();
  });

  it("refuses a token with a space at the field without asking Printful", async () => {
    const before = fake.requests.length;
    const answer = (await connectionAction(
      form({ intent: "connect", partner: "printful", token: "pf two words" }),
    )) as unknown as Refused;
    expect(answer.data.errors).toEqual({ token: "A token has no spaces: paste it again" });
    expect(fake.requests.length).toBe(before);
  });

  it("removes a kept token", async () => {
    await connectionAction(form({ intent: "connect", partner: "printful", token: TOKEN }));
    const answer = await connectionAction(form({ intent: "disconnect", partner: "printful" }));
    expect((answer as Response).status).toBe(303);
    expect(await db.select().from(schema.connections)).toEqual([]);
    expect((await connectedEnv()).PRINTFUL_API_TOKEN).toBeUndefined();
  });

  it("lets a token set in the environment win, and refuses to replace it here", async () => {
    await connectionAction(form({ intent: "connect", partner: "printful", token: TOKEN }));
    Object.assign(env, { PRINTFUL_API_TOKEN: "pf-from-the-server" });
    try {
      expect((await connectedEnv()).PRINTFUL_API_TOKEN).toBe("pf-from-the-server");
      const printful = (await connectionsView()).find((connection) => connection.id === "printful");
      expect(printful?.setByServer).toBe(true);
      const answer = (await connectionAction(
        form({ intent: "connect", partner: "printful", token: TOKEN }),
      )) as unknown as Refused;
      expect(answer.data.errors.token).toBe("PRINTFUL_API_TOKEN is set by the server: change it there");
    } finally {
      Object.assign(env, { PRINTFUL_API_TOKEN: undefined });
    }
  });

  it("opens only what it sealed: an altered value is unreadable, not a crash", () => {
    const sealed = sealSecret(TOKEN);
    expect(openSecret(sealed)).toBe(TOKEN);
    expect(sealSecret(TOKEN)).not.toBe(sealed); // a fresh nonce each time
    const parts = sealed.split(".");
    const text = Buffer.from(parts[3]!, "base64url");
    text[0] = text[0]! ^ 1;
    expect(openSecret([...parts.slice(0, 3), text.toString("base64url")].join("."))).toBeNull();
    expect(openSecret("not sealed at all")).toBeNull();
  });
});
