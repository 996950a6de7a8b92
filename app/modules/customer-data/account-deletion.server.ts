// Delete my account (GDPR article 17), decision 063: after the password, in one transaction the
// account, its sessions and subscriptions go, its reviews with it, and its orders stay for the
// shop's books with the personal fields replaced. Partner orders already sent are not touched.
import { db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { checkPassword, deleteAccountRows, isOnlyAdmin } from "~/modules/accounts/index.server";
import { forgetNotifyAddress } from "~/modules/drops/index.server";
import { forgetNewsletterAddress } from "~/modules/newsletter/index.server";
import { ERASED, eraseCustomerFromOrders } from "~/modules/order-lifecycle/index.server";
import { forgetReviewAddress } from "~/modules/reviews/index.server";

export const ONLY_ADMIN_REFUSAL =
  "You're the shop's only admin, so this account can't be deleted. Make another account an admin first (npm run admin:grant).";

export type DeletionOutcome =
  { ok: true; orders: number } | { ok: false; field: "password" | "form"; message: string; status: number };

export async function deleteCustomerAccount(
  user: { id: string; email: string; emailVerified?: boolean },
  password: string,
): Promise<DeletionOutcome> {
  const check = await checkPassword(user, password);
  if (!check.ok) return { ok: false, field: "password", message: check.message, status: check.locked ? 429 : 400 };
  // A shop with no admin left could not be run from the site at all; another admin can remove this one's role first.
  if (await isOnlyAdmin(user.id)) return { ok: false, field: "form", message: ONLY_ADMIN_REFUSAL, status: 409 };
  const orders = await db.transaction(async (tx) => {
    const changed = await eraseCustomerFromOrders(tx, user.id, user.emailVerified ? user.email : null);
    await forgetNotifyAddress(tx, user.email);
    await forgetNewsletterAddress(tx, user.email);
    await forgetReviewAddress(tx, user.email, ERASED.email);
    await deleteAccountRows(tx, user.id);
    return changed;
  });
  log.info({ userId: user.id, orders }, "account deleted at its owner's request");
  return { ok: true, orders };
}
