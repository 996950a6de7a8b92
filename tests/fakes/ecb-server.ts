// A fake of the European Central Bank's daily reference rates (ecb.europa.eu, eurofxref-daily.xml):
// the same XML file, with the rates and date a test sets, and switches that take it down or make it
// answer garbage.
import { createServer } from "node:http";

/** Units per 1 EUR, as the ECB published them on 2026-11-27 (rounded as the ECB does). */
export const FAKE_PER_EURO: Record<string, string> = {
  USD: "1.0500",
  JPY: "163.20",
  GBP: "0.8400",
  SEK: "11.2500",
  DKK: "7.4600",
  CHF: "0.9300",
  PLN: "4.2700",
  CAD: "1.4700",
  AUD: "1.6200",
  NZD: "1.8000",
  CZK: "25.140",
};

export type FakeEcb = {
  url: string;
  state: { date: string; perEuro: Record<string, string>; mode: "ok" | "down" | "garbage"; requests: number };
  close: () => Promise<void>;
};

export function ecbXml(date: string, perEuro: Record<string, string>) {
  const leaves = Object.entries(perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${leaves}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export async function startFakeEcb(): Promise<FakeEcb> {
  const state: FakeEcb["state"] = { date: "2026-11-27", perEuro: { ...FAKE_PER_EURO }, mode: "ok", requests: 0 };
  const server = createServer((req, res) => {
    state.requests += 1;
    if (req.url !== "/stats/eurofxref/eurofxref-daily.xml") return res.writeHead(404).end();
    if (state.mode === "down") return res.writeHead(503).end("Service Unavailable");
    res.writeHead(200, { "content-type": "text/xml" });
    if (state.mode === "garbage") return res.end("<html><body>Maintenance</body></html>");
    res.end(ecbXml(state.date, state.perEuro));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until a store has read the feed: its listing, asked for `code` by cookie, shows prices in it. */
export async function untilRatesRead(storeUrl: string, code: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await fetch(`${storeUrl}/products`, { headers: { cookie: `sd_currency=${code}` } });
    if ((await page.text()).includes(`product-card-price">${code} `)) return;
    if (Date.now() > deadline) throw new Error(`the store at ${storeUrl} never offered ${code}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
