// GET /healthz: 200 with JSON when the database answers, 503 when it does not.
import { databaseKind, ping } from "~/lib/db.server";
import { log } from "~/lib/log.server";

export async function loader() {
  const started = performance.now();
  try {
    await ping();
    return Response.json(
      { status: "ok", database: databaseKind, latencyMs: Math.round(performance.now() - started) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    log.error({ err: error }, "health check failed");
    return Response.json(
      { status: "error", database: databaseKind },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
