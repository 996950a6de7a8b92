// The limits on sign-in, sign-up, password-reset, email-change and setup attempts, and their keys; the counters
// themselves are in lib/attempt-counter.server.ts (the contact form counts there too).
import type { Limit } from "~/lib/attempt-counter.server";

export {
  clearAttempts,
  minutesUntilReset,
  recordAttempt,
  refundAttempt,
  type Limit,
} from "~/lib/attempt-counter.server";

const FIFTEEN_MINUTES = 15 * 60_000;

/** A sign-in needs fewer than 5 failures for this email and 30 from this address in 15 minutes. */
export const SIGN_IN_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
export const SIGN_IN_IP_LIMIT: Limit = { max: 30, windowMs: FIFTEEN_MINUTES };
/** Reset emails: 3 per address and 10 per client in 15 minutes. */
export const RESET_EMAIL_LIMIT: Limit = { max: 3, windowMs: FIFTEEN_MINUTES };
export const RESET_IP_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

/**
 * Sign-ups: 3 per address and 10 per client in an hour. Each sends a mail (a verification link,
 * or a note to the address's owner), so an unlimited sign-up floods a mailbox.
 */
export const SIGN_UP_EMAIL_LIMIT: Limit = { max: 3, windowMs: 4 * FIFTEEN_MINUTES };
export const SIGN_UP_IP_LIMIT: Limit = { max: 10, windowMs: 4 * FIFTEEN_MINUTES };

/**
 * Email changes on /account (decision 068): 3 per account and 10 per client in an hour, counted
 * once the password is right. Each mails an address the customer typed, as a sign-up does.
 */
export const EMAIL_CHANGE_ACCOUNT_LIMIT: Limit = { max: 3, windowMs: 4 * FIFTEEN_MINUTES };
export const EMAIL_CHANGE_IP_LIMIT: Limit = { max: 10, windowMs: 4 * FIFTEEN_MINUTES };

/**
 * First-run setup (/setup): 10 tries per client in 15 minutes. The code is out of reach of
 * guessing anyway; there is no limit across clients, which would let a stranger lock the owner out.
 */
export const SETUP_IP_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

export const attemptKeys = {
  signUpEmail: (email: string) => `sign-up:email:${email.trim().toLowerCase()}`,
  signUpIp: (ip: string) => `sign-up:ip:${ip}`,
  signInAccount: (email: string) => `sign-in:account:${email.trim().toLowerCase()}`,
  signInIp: (ip: string) => `sign-in:ip:${ip}`,
  /** A browser holding a device cookie (device-cookie.server.ts), by the cookie's id. */
  signInDevice: (device: string) => `sign-in:device:${device}`,
  resetEmail: (email: string) => `reset:email:${email.trim().toLowerCase()}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  setupIp: (ip: string) => `setup:ip:${ip}`,
  emailChangeAccount: (userId: string) => `email-change:account:${userId}`,
  emailChangeIp: (ip: string) => `email-change:ip:${ip}`,
};
