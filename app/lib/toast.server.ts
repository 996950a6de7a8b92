// A toast carried across a redirect in a short-lived cookie, shown once by the root route.
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { env } from "./env.server";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** The toast cookie for a store at `siteUrl`: Secure when the store is served over https. */
export function toastCookieFor(siteUrl: string) {
  return createCookie("sd_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: siteUrl.startsWith("https://"),
  });
}

const toastCookie = toastCookieFor(env.SITE_URL);

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(toast));
  return redirect(url, { ...init, status: 303, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request) {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, headers: undefined };
  return {
    toast: parsed.data,
    headers: { "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) } as Record<string, string>,
  };
}
