// Accounts on the server: sign-up, sign-in and out, password resets, email verification, the
// session of a request, the guards routes use (requireUser, requireAdmin), the admin role and the
// first-run setup that makes the first admin (its code announced at start-up).
export {
  isResetTokenUsable,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "./account-actions.server";
export { auth } from "./auth.server";
export { requireAdmin, requireUser, requireVisitor, safeRedirectPath } from "./guards.server";
export { ADMIN_ROLE, grantAdminByEmail, grantRole } from "./roles.server";
export { getSessionUser, readSession } from "./session.server";
export { announceSetupCode, setupIsOpen } from "./setup-code.server";
export { claimStore } from "./setup.server";
export { openVerificationLink, VERIFY_EMAIL_PATH } from "./verify-email.server";
