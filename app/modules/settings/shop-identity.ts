// What every page and email needs of the settings: a few strings, small enough for the root
// loader's data (decision 061), and the helpers that write titles and sign-offs from them. Every
// page's JavaScript carries this file: keep it small (the 150 KB budget, decision 020).
import { useRouteLoaderData, type MetaDescriptor } from "react-router";

export type ShopIdentity = {
  name: string;
  tagline: string;
  titleSuffix: string;
  description: string;
  /** Emails only (shopMailIdentity, decision 066): the sender's name and address from the words. */
  sender?: { name: string; address: string };
};

/** Today's texts: what the shop reads as until the owner saves settings (decision 061). */
export const DEFAULT_IDENTITY: ShopIdentity = {
  name: "softdrop",
  tagline: "express yourself, no rules, just style",
  titleSuffix: "softdrop",
  description: "Soft pastel streetwear, printed on demand: tees, hoodies, caps and more.",
};

/**
 * "name — tagline", or the name alone when there is no tagline: the home page's title, and the last
 * line of the account, drop and review emails.
 */
export function nameWithTagline(shop: ShopIdentity) {
  return shop.tagline ? `${shop.name} — ${shop.tagline}` : shop.name;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The identity the root loader put in its data, read from a meta function's `matches`. */
export function shopOf(matches: MetaMatches): ShopIdentity {
  const root = matches.find((match) => match?.id === "root")?.data as { shop?: ShopIdentity } | undefined;
  return root?.shop ?? DEFAULT_IDENTITY;
}

/** A page's `<title>`: "Cart — softdrop", with the owner's suffix. */
export function pageTitle(matches: MetaMatches, page: string): MetaDescriptor {
  return { title: `${page} — ${shopOf(matches).titleSuffix}` };
}

/** An owner's page title: "Drops — softdrop admin". */
export function adminTitle(matches: MetaMatches, page: string): MetaDescriptor {
  return { title: `${page} — ${shopOf(matches).titleSuffix} admin` };
}

/** The order emails' last line, tagline first as they always ended: "express yourself, no rules, just style. softdrop". */
export function orderEmailSignOff(shop: ShopIdentity) {
  return shop.tagline ? `${shop.tagline}. ${shop.name}` : shop.name;
}

/** The shop's identity in a component, from the root loader's data (header, footer, blocks). */
export function useShop(): ShopIdentity {
  const root = useRouteLoaderData("root") as { shop?: ShopIdentity } | undefined;
  return root?.shop ?? DEFAULT_IDENTITY;
}

/** An email's sender from the shop: the words' sender name and address, or the shop's name. */
export function senderOf(shop: ShopIdentity) {
  return shop.sender ? { fromName: shop.sender.name, fromAddress: shop.sender.address } : { fromName: shop.name };
}
