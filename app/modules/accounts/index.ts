// The accounts module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { AuthCard, FormAlert } from "./auth-card";
export { AuthForm } from "./auth-form";
export type { AuthMode } from "./auth-form";
export { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth.schema";
export { useServerErrorToast } from "./use-server-error-toast";
export { AdminVerifyBoundary, VerifyEmailNudge } from "./verify-email-notice";
// </public-entry>
