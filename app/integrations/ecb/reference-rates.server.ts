// The European Central Bank's daily euro reference rates (ecb.europa.eu, eurofxref-daily.xml):
// one XML file, three Cube levels (the container, the dated day, a leaf per currency with its units
// per 1 EUR; EUR itself is absent). Anything else is refused whole, so a malformed answer never
// changes a rate.

export type ReferenceRates = {
  /** The day the ECB published them (YYYY-MM-DD). */
  date: string;
  /** Units per 1 EUR as published, e.g. { USD: "1.0163", JPY: "138.05" }; EUR itself is absent. */
  perEuro: Record<string, string>;
};

export class RatesUnreadable extends Error {}

const DAY = /<(?:\w+:)?Cube\s+time\s*=\s*['"](\d{4}-\d{2}-\d{2})['"]\s*>/g;
const LEAF = /<(?:\w+:)?Cube\s+currency\s*=\s*['"]([A-Z]{3})['"]\s+rate\s*=\s*['"]([^'"]*)['"]\s*\/>/g;
const RATE = /^\d{1,9}(?:\.\d{1,10})?$/;

/** Reads the feed's text; throws RatesUnreadable unless it has exactly one day and sane rates. */
export function parseReferenceRates(xml: string): ReferenceRates {
  if (!/<(?:\w+:)?Envelope[\s>]/.test(xml)) throw new RatesUnreadable("not the ECB's envelope");
  const days = [...xml.matchAll(DAY)];
  if (days.length !== 1) throw new RatesUnreadable(`expected one dated day, found ${days.length}`);
  const perEuro: Record<string, string> = {};
  for (const [, currency, rate] of xml.matchAll(LEAF)) {
    if (!RATE.test(rate!) || Number(rate) <= 0) throw new RatesUnreadable(`unreadable rate for ${currency}: ${rate}`);
    perEuro[currency!] = rate!;
  }
  if (!perEuro.USD) throw new RatesUnreadable("no USD rate");
  return { date: days[0]![1]!, perEuro };
}

/** Fetches and reads the feed (10 s at most); throws RatesUnreadable on any failure. */
export async function fetchReferenceRates(url: string): Promise<ReferenceRates> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: "application/xml" } });
  } catch (error) {
    throw new RatesUnreadable(`the feed did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new RatesUnreadable(`the feed answered ${response.status}`);
  return parseReferenceRates(await response.text());
}
