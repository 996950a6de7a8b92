// /admin/sync: the Product Management card's endpoint. GET answers the syncs' progress (the card
// polls it); POST starts a sync. Admins only: anyone else gets 403 and nothing is queued.
import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/index.server";
import { connectedEnv } from "~/lib/connections.server";
import { partnerCards, loadSyncCard, startSyncFromCard } from "~/modules/catalog-sync/index.server";
import {
  INVENTORY_SYNC_FAILED,
  parseSyncRequest,
  PRODUCTS_SYNC_FAILED,
  type SyncActionData,
} from "~/modules/catalog-sync";
import type { Route } from "./+types/admin.sync";

const noStore = { "Cache-Control": "private, no-store" };

const isAdmin = async (request: Request) => Boolean((await getSessionUser(request))?.isAdmin);
const forbidden = (title: string) =>
  data<SyncActionData>(
    { ok: false, title, reason: "Only an admin can run a catalogue sync" },
    { status: 403, headers: noStore },
  );

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await isAdmin(request))) return forbidden("Forbidden");
  return data(await loadSyncCard({ withShops: false }), { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const title = form.intent === "sync-inventory" ? INVENTORY_SYNC_FAILED : PRODUCTS_SYNC_FAILED;
  if (!(await isAdmin(request))) return forbidden(title);
  const parsed = parseSyncRequest(form, partnerCards(await connectedEnv()));
  if (!parsed.success) {
    const fields = parsed.fields;
    const reason = Object.keys(fields).length ? undefined : "Unknown sync";
    return data<SyncActionData>({ ok: false, title, fields, reason }, { status: 400, headers: noStore });
  }
  const result = await startSyncFromCard(parsed.data);
  if (result.ok) return data<SyncActionData>({ ok: true, runId: result.run.id, key: result.key }, { headers: noStore });
  return data<SyncActionData>(
    { ok: false, title, fields: result.fields, reason: result.reason },
    { status: result.status, headers: noStore },
  );
}
