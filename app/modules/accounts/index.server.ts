// Accounts on the server: sign-up, sign-in and out, password resets, email verification, the
// session of a request, the guards routes use (requireUser, requireAdmin), the admin role, the
// first-run setup that makes the first admin (its code announced at start-up), and /account's
// changes (name, email, password), its password check and the account's own row.
export {
  isResetTokenUsable,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "./account-actions.server";
export { accountOf, deleteAccountRows, verifiedAccountIdOf } from "./account-record.server";
export { resolveAuthSecret } from "~/lib/auth-secret.server";
export {
  changeName,
  changePassword,
  checkPassword,
  requestEmailChange,
  WRONG_PASSWORD,
} from "./account-settings.server";
export { auth } from "./auth.server";
export { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT } from "./attempt-limits.server";
export { requireAdmin, requireUser, requireVisitor, safeRedirectPath } from "./guards.server";
export { ADMIN_ROLE, grantAdminByEmail, grantRole, isOnlyAdmin } from "./roles.server";
export { getSessionUser, readSession } from "./session.server";
export { announceSetupCode, setupIsOpen } from "./setup-code.server";
export { claimStore } from "./setup.server";
export { openVerificationLink, VERIFY_EMAIL_PATH } from "./verify-email.server";
