// POST /drops/notify: puts an address on a drop's or a sold-out variant's notify list.
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { notifySchema } from "~/modules/drops";
import { clientIpOf } from "~/lib/client-ip.server";
import { NOTIFY_ANSWER, subscribe } from "~/modules/drops/index.server";
import type { Route } from "./+types/drops.notify";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = { "Cache-Control": PRIVATE_CACHE };
  const parsed = notifySchema.safeParse({
    email: form.get("email") ?? "",
    dropId: form.get("dropId") || undefined,
    variantId: form.get("variantId") || undefined,
  });
  if (!parsed.success) {
    return data(
      { ok: false as const, error: parsed.error.issues[0]?.message ?? "Please enter a valid email address" },
      { status: 400, headers },
    );
  }
  try {
    const outcome = await subscribe(parsed.data, clientIpOf(request.headers));
    if (!outcome.ok) return data({ ok: false as const, error: outcome.error }, { status: outcome.status, headers });
    // The same answer whether or not the address was on the list.
    return data({ ok: true as const, message: NOTIFY_ANSWER }, { headers });
  } catch {
    // A drop or variant id that names nothing (the foreign key refuses it).
    return data({ ok: false as const, error: "This notify list no longer exists" }, { status: 400, headers });
  }
}
