// The fulfilment-partner port: what the store asks of a print-on-demand partner (its catalogue,
// its orders, its webhooks, its configuration), whoever the partner is. Each partner is an
// adapter in its own folder; app/integrations/partners.server.ts lists them.
import type { Env } from "~/lib/env.server";
import type { PartnerClientOptions, PartnerFetchStats } from "~/lib/partner-fetch.server";
import type { SizeGuide } from "~/lib/size-guide";
import type { FulfilmentState, PartnerShipment } from "../../db/schema";

/** Pace, backoff and timeout overrides: tests and the bench set them; production keeps the partners' rates. */
export type PartnerTuning = Partial<Omit<PartnerClientOptions, "baseUrl" | "token">>;

/** A refusal the partner (or its configuration) will repeat until someone fixes something; the message is for the admin. */
export class PartnerRefusal extends Error {
  override name = "PartnerRefusal";
}

// ——— catalogue ———

export type SyncedVariant = {
  /** The partner's id for this variant (Printful sync_variant.id, Printify variant id). */
  partnerVariantId: string;
  size: string;
  color: string;
  price: number;
  available: boolean;
  sku: string | null;
  /** What the partner charges us for one unit (Printify's variant cost, Printful's catalogue price), if known. */
  baseCost?: number | null;
};

export type SyncedProduct = {
  externalId: string;
  name: string;
  description: string;
  category: string;
  /** Main image first; at most 5. */
  images: string[];
  /** Per colour, the pictures of that colour's variants (its default first; at most 5 each). */
  colorImages: Record<string, string[]>;
  variants: SyncedVariant[];
  /** The partner's size table (issue #34); undefined when the partner has none to give. */
  sizeGuide?: SizeGuide | null;
};

/** A partner's product in our shape, or why it is not sold. */
export type Mapped = { ok: true; product: SyncedProduct } | { ok: false; name: string; reason: string };

/**
 * One page of a partner's catalogue. Each product is loaded when the sync reaches it (a partner
 * that lists summaries fetches the detail then), so progress and writes follow the partner's pace.
 */
export type CataloguePage = {
  total: number;
  products: (() => Promise<Mapped>)[];
  /** The cursor of the next page; undefined after the last. */
  next: number | undefined;
};

/**
 * Where a partner's catalogue lives inside an account (Printful's store, Printify's shop): the
 * admin form's field, the key it is kept under in a sync run's params, and its config variable.
 */
export type LocationField = {
  /** Unique per partner (the registry checks): "storeId", "shopId". */
  key: string;
  /** The field's name in messages: "Shop ID". */
  name: string;
  label: string;
  hint?: string;
  /** A required location cannot be detected from the token: the admin names it. */
  required: boolean;
  /** The variable that fixes it for orders and webhooks (e.g. PRINTIFY_SHOP_ID). */
  variable: string;
};

// ——— orders ———

/** The shipping address as partners need it (ISO codes; a state code where the country has them). */
export type PartnerAddress = {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  city: string;
  zip: string;
  countryCode: string;
  /** The state/province code where the country has them, else the free text (may be empty). */
  region: string;
  regionIsCode: boolean;
};

/** A print file the partner downloads for one placement of a personalised line (decision 043). */
export type PrintAreaSize = { width: number; height: number; dpi: number | null };

export type PrintFileRef = { placement: string; url: string };

export type PartnerOrderLine = {
  partnerProductId: string | null;
  partnerVariantId: string | null;
  quantity: number;
  name: string;
  /**
   * A personalised line's own print files: the adapter sends the partner's catalogue item with
   * these files instead of the synced product's design.
   */
  printFiles?: PrintFileRef[];
};

/**
 * What the partner charges us for an order, where it says: the whole bill and, where the partner
 * splits it, the products' part (after the partner's discounts) and the shipping's (cents).
 */
export type PartnerCosts = {
  currency: string;
  totalCents: number;
  productCents?: number | null;
  shippingCents?: number | null;
};

/** What a partner's order says, in our terms: a fulfilment state and the shipments so far. */
export type PartnerView = {
  state: FulfilmentState;
  shipments: PartnerShipment[];
  error?: string;
  costs?: PartnerCosts | null;
};

export type OrderSubmission = {
  /** Our order id as the partner's external_id: a retry finds the order sent before. */
  externalId: string;
  /** A short label the partner shows (our order number). */
  label: string;
  lines: PartnerOrderLine[];
  address: PartnerAddress;
  /** Straight to production, or left as a draft for the owner's approval at the partner. */
  toProduction: boolean;
  /** The shipping method chosen at checkout (a ShippingOption id); absent: the partner's standard. */
  shippingMethod?: string | null;
};

// ——— shipping rates (decision 046) ———

/** One line to quote shipping for: the partner's product and variant and how many. */
export type ShippingQuoteLine = { partnerProductId: string; partnerVariantId: string; quantity: number };

/**
 * One way to ship an order part. `id` is the method's shared key ("standard", "express", …), the
 * same word for every partner, so methods of two partners can be matched; cents in USD.
 */
export type ShippingOption = {
  id: string;
  name: string;
  priceCents: number;
  minDays: number | null;
  maxDays: number | null;
};

export type SubmittedOrder = { partnerOrderId: string; view: PartnerView };

/** Which order a webhook event is about: the partner's id and, where sent, our external id. */
export type WebhookReference = { type: string; partnerOrderId?: string; externalId?: string | null };

/** A partner reached with a token: every call the store makes. */
export interface PartnerConnection {
  /** Requests made and time spent waiting on the partner (the bench reads them). */
  stats: PartnerFetchStats;
  /**
   * One harmless call that proves the token works, answered as the settings page shows it
   * ('Connected to Printful store "Moth"'); a refused token throws the partner's PartnerError.
   */
  describeAccount(): Promise<string>;
  /** The catalogue location to sync: the one given, else one found from the token (or a PartnerRefusal). */
  resolveCatalogueLocation(given: number | undefined): Promise<number>;
  /** The locations the token can reach, for the admin to pick from (empty when there is nothing to pick). */
  listLocations(): Promise<{ id: number; title: string }[]>;
  listProducts(location: number, cursor: number | undefined): Promise<CataloguePage>;
  /** Finds the order with this external id (a retry after a crash adopts it) or creates it. */
  submitOrder(location: number | undefined, submission: OrderSubmission): Promise<SubmittedOrder>;
  findOrder(location: number | undefined, externalId: string): Promise<SubmittedOrder | null>;
  viewOrder(location: number | undefined, partnerOrderId: string): Promise<PartnerView>;
  /** Cancels where the partner still allows it; a refusal is thrown as a PartnerError. */
  cancelOrder(location: number | undefined, partnerOrderId: string): Promise<void>;
  /** Registers our webhook URL; answers one line for the terminal. */
  registerWebhooks(url: string): Promise<string>;
  /**
   * The print file size the partner asks for at this placement of a synced product (its variant's,
   * in pixels, with its DPI when the partner gives one); null when the partner does not tell.
   */
  printAreaSize?(
    location: number | undefined,
    product: { partnerProductId: string; partnerVariantId: string | null },
    placement: string,
  ): Promise<PrintAreaSize | null>;
  /**
   * Live shipping options for these lines to this address (cheapest first); optional: a partner
   * without it is quoted the flat rate. Throws on any fault or an answer that does not parse.
   */
  quoteShipping?(
    location: number | undefined,
    recipient: PartnerAddress,
    items: ShippingQuoteLine[],
  ): Promise<ShippingOption[]>;
}

export interface FulfilmentPartner {
  /** Stored in products.source, partner_orders.partner, sync_runs.partner, and the webhook path. */
  id: string;
  displayName: string;
  /** The config variable holding the API token (named in messages to the admin). */
  tokenVariable: string;
  catalogueLocation: LocationField;
  configured(config: Env): boolean;
  /** The location orders and webhooks use when config fixes it. */
  configuredLocation(config: Env): number | undefined;
  /** Whether orders go to production at once (else they wait as drafts at the partner). */
  toProduction(config: Env): boolean;
  /** Call only when configured(). */
  connect(config: Env, tuning?: PartnerTuning): PartnerConnection;
  /** The order a webhook body names, or null when it names none in this partner's shape. */
  parseWebhook(body: unknown): WebhookReference | null;
  /** Checks a signature where the partner signs its webhooks; without it the secret path is the check. */
  verifyWebhook?(request: { headers: Headers; rawBody: string }, config: Env): boolean;
}

/** Lines a partner cannot make: no partner ids linked (the catalogue was not synced). */
export function requireLinkedLines(lines: PartnerOrderLine[], partner: string, variantId = /^\d+$/) {
  for (const line of lines) {
    if (!line.partnerVariantId || !line.partnerProductId || !variantId.test(line.partnerVariantId)) {
      throw new PartnerRefusal(`${line.name} has no ${partner} variant linked: sync the catalogue, then retry`);
    }
  }
}
