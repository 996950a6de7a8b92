// The accounts module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
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
export { openVerificationLink, VERIFY_EMAIL_PATH } from "./verify-email.server";
// </public-entry>
