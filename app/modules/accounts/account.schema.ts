// The /account forms (the name, a new email, a new password, deleting the account), shared by the
// browser and the server.
import { z } from "zod";
import { email, fullName, password, PASSWORD_MAX } from "./auth.schema";

export const changeNameSchema = z.object({ fullName });

// Only the server can say whether the current password is right; its length is not checked here,
// so an answer never hints at the rules it was chosen under.
const currentPassword = z
  .string({ message: "Please enter your current password" })
  .min(1, "Please enter your current password")
  .max(PASSWORD_MAX, "That password is not right");

export const changePasswordSchema = z.object({ currentPassword, newPassword: password });

export const deleteAccountSchema = z.object({ password: currentPassword });

/** A new address for the account: it changes once the link emailed to it is opened (decision 068). */
export const changeEmailSchema = z.object({ newEmail: email, password: currentPassword });
