// One drop's admin page on the server: what the page shows (its form, stats, notify list and
// sell-through) and what its three forms do (save the drop, end it early, raise an edition).
import { env } from "~/lib/env.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { raiseEditionSchema, readDropForm } from "./drop.schema";
import {
  dropFormValues,
  dropProductChoices,
  dropProductStats,
  endDropEarly,
  raiseEdition,
  saveDrop,
} from "./drops-admin.server";
import { notifyListSize } from "./notify.server";
import { dropSellThrough } from "./sell-through.server";

/** The page's data, or null when there is no such drop. */
export async function loadDropAdmin(id: string) {
  const found = isUuid(id) ? await dropFormValues(id) : null;
  if (!found) return null;
  const [choices, stats, notifyList, sellThrough] = await Promise.all([
    dropProductChoices(),
    dropProductStats(id),
    notifyListSize(id),
    dropSellThrough(id),
  ]);
  const { drop } = found;
  return {
    id: drop.id,
    name: drop.name,
    slug: drop.slug,
    launchAt: drop.launchAt.toISOString(),
    endsAt: drop.endsAt ? drop.endsAt.toISOString() : null,
    values: found.values,
    serverNow: Date.now(),
    choices,
    stats,
    notifyList,
    sellThrough,
    timeZone: env.SHOP_TIME_ZONE,
  };
}

/** What a post to the page did: done (the toast's title) or refused (status, errors at their fields). */
export type DropAdminResult =
  | { ok: true; title: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      errors: FieldErrors;
      values: ReturnType<typeof readDropForm> | null;
    };

/** A post to the page: intent "end", "raise" (an edition size) or, by default, saving the drop. */
export async function dropAdminAction(id: string, form: FormData): Promise<DropAdminResult> {
  if (!isUuid(id)) return { ok: false, status: 404, errors: {}, values: null };
  const intent = form.get("intent");
  if (intent === "end") {
    const ended = await endDropEarly(id);
    if (!ended)
      return { ok: false, status: 409, errors: { form: "Only a live drop can be ended early" }, values: null };
    return { ok: true, title: "Drop ended" };
  }
  if (intent === "raise") {
    const handle = String(form.get("handle") ?? "");
    const parsed = raiseEditionSchema.safeParse({ handle: form.get("handle"), editionSize: form.get("editionSize") });
    if (!parsed.success) {
      return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error, () => `raise:${handle}`), values: null };
    }
    const problem = await raiseEdition(id, parsed.data.handle, parsed.data.editionSize!);
    if (problem) return { ok: false, status: 400, errors: { [`raise:${handle}`]: problem }, values: null };
    return { ok: true, title: "Edition size saved" };
  }
  const result = await saveDrop(form, id);
  if (!result.ok) return { ok: false, status: 400, errors: result.errors, values: readDropForm(form) };
  return { ok: true, title: "Drop saved" };
}
