// Accounts on the server: sign-up, sign-in and out, password resets, email verification, the
// session of a request, the guards routes use (requireUser, requireAdmin) and the admin role;
// /account's changes (name, password), its password check and the account's own row.
export {
  isResetTokenUsable,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "./account-actions.server";
export { accountOf, deleteAccountRows } from "./account-record.server";
export { changeName, changePassword, checkPassword, WRONG_PASSWORD } from "./account-settings.server";
export { auth } from "./auth.server";
export { requireAdmin, requireUser, requireVisitor, safeRedirectPath } from "./guards.server";
export { ADMIN_ROLE, grantAdminByEmail, grantRole, isOnlyAdmin } from "./roles.server";
export { getSessionUser, readSession } from "./session.server";
export { openVerificationLink, VERIFY_EMAIL_PATH } from "./verify-email.server";
