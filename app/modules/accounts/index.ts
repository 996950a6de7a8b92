// Accounts in the browser: the sign-in, sign-up and password forms with their schemas, the
// /account page's sections, and the notices that ask a new account to verify its email.
export { AuthCard, FormAlert } from "./auth-card";
export { AuthForm } from "./auth-form";
export type { AuthMode } from "./auth-form";
export { DeleteSection, DetailsSection, DownloadSection, PasswordSection } from "./account-forms";
export type { AccountAnswer, AccountIntent } from "./account-forms";
export { changeNameSchema, changePasswordSchema, deleteAccountSchema } from "./account.schema";
export { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth.schema";
export { useServerErrorToast } from "./use-server-error-toast";
export { AdminVerifyBoundary, VerifyEmailNudge } from "./verify-email-notice";
