// The shop's words (issue #30, decision 066): the hero, the three feature blurbs, the newsletter
// block, the footer, the contact details and the emails' sender. Without zod or React Router: the
// admin form, the loaders and the mailer all read them.

export const WORD_FIELDS = [
  "heroHeading",
  "heroSubline",
  "heroPrimaryLabel",
  "heroSecondaryLabel",
  "feature1Title",
  "feature1Text",
  "feature2Title",
  "feature2Text",
  "feature3Title",
  "feature3Text",
  "newsletterHeading",
  "newsletterText",
  "copyrightName",
  "instagram",
  "tiktok",
  "x",
  "youtube",
  "pinterest",
  "contactEmail",
  "contactPhone",
  "contactHours",
  "senderName",
  "senderAddress",
] as const;

export type WordField = (typeof WORD_FIELDS)[number];
export type ShopWords = Record<WordField, string>;

/** The footer's social networks, in the order they show; an empty address is not shown. */
export const SOCIAL_FIELDS = [
  ["instagram", "Instagram"],
  ["tiktok", "TikTok"],
  ["x", "X"],
  ["youtube", "YouTube"],
  ["pinterest", "Pinterest"],
] as const satisfies readonly (readonly [WordField, string])[];

/**
 * Today's words, for a shop of this name: a fresh install reads exactly as before settings
 * existed. The contact email and the sender's address default to the server's SHOP_EMAIL and
 * MAIL_FROM, passed in since this file is read in the browser too.
 */
export function defaultWords(shopName: string, server: { shopEmail: string; mailFrom: string }): ShopWords {
  return {
    heroHeading: "express yourself, no rules, just style",
    heroSubline: "Soft pastel streetwear, printed on demand the moment you order. No overstock, no waste, all vibes.",
    heroPrimaryLabel: "Shop Now",
    heroSecondaryLabel: "Explore Vibes",
    feature1Title: "Aesthetic Vibes",
    feature1Text: "Dreamy pastels and bold prints designed to match your whole mood board.",
    feature2Title: "Super Fast",
    feature2Text: "Printed in 2-7 business days and shipped straight to your door.",
    feature3Title: "Soft & Comfy",
    feature3Text: "Ring-spun cotton and cozy fleece that feel as good as they look.",
    newsletterHeading: `Join the ${shopName} club`,
    newsletterText: "New drops, restocks and members-only codes, straight to your inbox. No spam, just vibes.",
    copyrightName: shopName,
    instagram: "https://www.instagram.com/",
    tiktok: "https://www.tiktok.com/",
    x: "",
    youtube: "",
    pinterest: "https://www.pinterest.com/",
    contactEmail: server.shopEmail,
    contactPhone: "+1 (555) 014-7676",
    contactHours: "Mon-Fri 9AM-5PM EST",
    senderName: shopName,
    senderAddress: server.mailFrom,
  };
}

/** The saved words over the defaults: a field the owner left at its default follows the shop's name. */
export function wordsOf(saved: Partial<Record<string, string>>, defaults: ShopWords): ShopWords {
  const words = { ...defaults };
  for (const field of WORD_FIELDS) {
    const value = saved[field];
    if (typeof value === "string") words[field] = value;
  }
  return words;
}

/** What to store: only the fields that differ from their defaults. */
export function changedWords(words: ShopWords, defaults: ShopWords): Partial<ShopWords> {
  return Object.fromEntries(WORD_FIELDS.filter((field) => words[field] !== defaults[field]).map((f) => [f, words[f]]));
}

/** The footer's links: the networks whose address is set. */
export function socialLinks(words: ShopWords) {
  return SOCIAL_FIELDS.filter(([field]) => words[field]).map(([field, name]) => ({ name, href: words[field] }));
}
