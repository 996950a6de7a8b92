// One partner's sync state on the admin card: progress while it runs, the summary and the time
// of the last successful sync afterwards.
import { formatSyncTime, isActive, progressText, summaryText, type SyncRunView } from "./sync.schema";

export function SyncRunStatus({ run, lastSuccessAt }: { run: SyncRunView | null; lastSuccessAt: string | null }) {
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {run && isActive(run) ? (
        <p className="font-semibold text-lilac-deep">
          <progress
            className="mr-2 h-2 w-24 align-middle"
            aria-label="Sync progress"
            value={run.done}
            max={run.total ?? undefined}
          />
          {progressText(run)}
        </p>
      ) : null}
      {run && !isActive(run) ? (
        <>
          <p>
            {run.status === "done" ? "Last run: " : "Last run failed: "}
            {run.status === "done" ? summaryText(run) : run.error}
          </p>
          {run.skipped.length ? (
            <details>
              <summary className="cursor-pointer">Skipped products</summary>
              <ul className="mt-1 list-disc pl-5">
                {run.skipped.map((skip, index) => (
                  <li key={index}>
                    {skip.name}: {skip.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
      <p className="text-ink-soft">{lastSuccessAt ? `Last synced ${formatSyncTime(lastSuccessAt)}` : "Never synced"}</p>
    </div>
  );
}
