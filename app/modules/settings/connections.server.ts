// The connections on /admin/settings (issue #30, decision 070): each partner's API token, checked
// with one harmless call before it is kept (sealed; only its last four characters are shown
// again), replaceable and removable. A token the server's environment sets wins and is shown as such.
import { data } from "react-router";
import type { FulfilmentPartner } from "~/integrations/partner-port";
import { connectWithToken, findPartner, fulfilmentPartners } from "~/integrations/partners.server";
import { removeConnection, saveConnection, setByServer, storedConnections } from "~/lib/connections.server";
import { env } from "~/lib/env.server";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { PartnerError } from "~/lib/partner-fetch.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CONNECTION_FIELDS, type ConnectionView } from "./connection-fields";
import { connectionSchema } from "./connection.schema";

export async function connectionsView(): Promise<ConnectionView[]> {
  const stored = await storedConnections();
  return fulfilmentPartners().map((partner) => {
    const kept = stored.find((connection) => connection.name === partner.tokenVariable);
    return {
      id: partner.id,
      name: partner.displayName,
      variable: partner.tokenVariable,
      setByServer: setByServer(partner.tokenVariable),
      stored: kept
        ? { label: kept.label, lastFour: kept.lastFour, readable: kept.readable, savedAt: kept.updatedAt.toISOString() }
        : null,
    };
  });
}

/** A check is one call, answered within seconds: no retries, no long waits on the partner's pace. */
const CHECK_TUNING = { retries: 0, timeoutMs: 10_000 };

/** What the partner says of the token: its account, or its refusal in its own words. */
async function checkToken(partner: FulfilmentPartner, token: string) {
  try {
    const label = await connectWithToken(partner, env, token, CHECK_TUNING).describeAccount();
    return { ok: true as const, label };
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    const said = error.partnerMessage ?? error.message;
    if (error.status === 401 || error.status === 403) {
      return { ok: false as const, message: `${partner.displayName} refused this token: ${said}` };
    }
    if (error.status === 0)
      return { ok: false as const, message: `${partner.displayName} could not be reached: ${said}` };
    return { ok: false as const, message: `${partner.displayName} answered: ${said}` };
  }
}

export type ConnectionActionData = { partner: string; errors: FieldErrors; at: number };

/** The settings page's connect and disconnect forms (intent 'connect' or 'disconnect', a partner id). */
export async function connectionAction(form: FormData) {
  const partner = findPartner(String(form.get("partner") ?? ""));
  if (!partner) {
    throw data("No such partner", { status: 400 });
  }
  const refuse = (errors: FieldErrors) =>
    data<ConnectionActionData>({ partner: partner.id, errors, at: Date.now() }, { status: 400 });
  if (setByServer(partner.tokenVariable)) {
    return refuse({ token: `${partner.tokenVariable} is set by the server: change it there` });
  }
  if (form.get("intent") === "disconnect") {
    await removeConnection(partner.tokenVariable);
    return redirectWithToast("/admin/settings", { type: "success", title: `${partner.displayName} disconnected` });
  }
  const parsed = connectionSchema.safeParse(formValues(form, CONNECTION_FIELDS));
  if (!parsed.success) return refuse(fieldErrorsOf(parsed.error));
  const checked = await checkToken(partner, parsed.data.token);
  if (!checked.ok) return refuse({ token: checked.message });
  await saveConnection(partner.tokenVariable, parsed.data.token, checked.label);
  return redirectWithToast("/admin/settings", { type: "success", title: checked.label });
}
