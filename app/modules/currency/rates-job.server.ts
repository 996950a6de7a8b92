// The rates' recurring job (decision 071): every hour it looks, and reads the ECB's feed when
// currencies are on and the last read is half a day old, so the first run after start fills an
// empty table and a failed read is tried again within the hour.
import type { RecurringPayload } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { ratesDue, refreshRates } from "./rates.server";

export const REFRESH_RATES_JOB = "refresh-exchange-rates";
export const REFRESH_RATES_EVERY_MS = 60 * 60_000;

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "refresh-exchange-rates": RecurringPayload;
  }
}

export async function handleRefreshRatesJob() {
  if (!(await ratesDue())) return;
  const { date, count } = await refreshRates();
  log.info({ date, count }, "exchange rates read");
}
