// The client's address as the server saw it, handed to better-auth in a header the client cannot set.
import type { NextFunction, Request, Response } from "express";

export const CLIENT_IP_HEADER = "x-softdrop-client-ip";

/** "::ffff:127.0.0.1" → "127.0.0.1"; better-auth only accepts plain IPv4 or IPv6 addresses. */
export function normalizeIp(address: string | undefined) {
  if (!address) return undefined;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * Express middleware: overwrites any client-sent copy of the header with the connection's address
 * (`req.ip`, which follows Express's "trust proxy" setting when the shop sits behind a proxy).
 */
export function clientIpHeader(req: Request, _res: Response, next: NextFunction) {
  const ip = normalizeIp(req.ip ?? req.socket.remoteAddress);
  if (ip) req.headers[CLIENT_IP_HEADER] = ip;
  else delete req.headers[CLIENT_IP_HEADER];
  next();
}

export function clientIpOf(headers: Headers | undefined | null) {
  return headers?.get(CLIENT_IP_HEADER) ?? undefined;
}
