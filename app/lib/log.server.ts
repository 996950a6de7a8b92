// Structured logs: pino, one JSON line per event.
import { pino } from "pino";
import { env } from "./env.server";

export const log = pino({ level: env.LOG_LEVEL, base: { app: "softdrop" } });
