// /account/data: "Download my data", the signed-in customer's own data as a JSON file (decision 063).
import { requireUser } from "~/modules/accounts/index.server";
import { customerDataExport, exportFileName } from "~/modules/customer-data/index.server";
import { storeSettings } from "~/modules/settings/index.server";
import type { Route } from "./+types/account.data";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [document, settings] = await Promise.all([customerDataExport(user.id), storeSettings()]);
  if (!document) throw new Response("Not Found", { status: 404 });
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(settings.shopName)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
