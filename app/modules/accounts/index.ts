// Accounts in the browser: the sign-in, sign-up, password and first-run setup forms with their
// schemas, the /account page's sections, and the notices that ask a new account to verify its email.
export { AuthCard, FormAlert } from "./auth-card";
export { AuthForm } from "./auth-form";
export type { AuthMode } from "./auth-form";
export { DeleteSection, DetailsSection, DownloadSection, EmailSection, PasswordSection } from "./account-forms";
export type { AccountAnswer, AccountIntent } from "./account-forms";
export { changeEmailSchema, changeNameSchema, changePasswordSchema, deleteAccountSchema } from "./account.schema";
export { forgotPasswordSchema, resetPasswordSchema, setupSchema, signInSchema, signUpSchema } from "./auth.schema";
export { SETUP_FIELDS, SetupForm } from "./setup-form";
export { useServerErrorToast } from "./use-server-error-toast";
export { AdminVerifyBoundary, VerifyEmailNudge } from "./verify-email-notice";
