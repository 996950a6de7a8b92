// The print file size a product's partner asks for at a placement (Printful's print files,
// Printify's placeholders), for the owner's personalisation form: a default the owner may change.
import { eq } from "drizzle-orm";
import { PartnerError } from "~/lib/partner-fetch.server";
import type { PrintAreaSize } from "~/integrations/partner-port";
import { connectPartner, findPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { FulfilmentConfigError, fulfilmentTuning, orderLocation } from "./partners.server";

export type PartnerPrintSize = PrintAreaSize & { partner: string };

/** The partner's size for this product and placement, or null when it does not tell (or cannot be asked). */
export async function partnerPrintSize(productId: string, placement: string): Promise<PartnerPrintSize | null> {
  const [product] = await db
    .select({ source: schema.products.source, externalId: schema.products.externalId })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  const partner = findPartner(product?.source);
  if (!product?.externalId || !partner) return null;
  const connection = await connectPartner(partner, fulfilmentTuning);
  if (!connection?.printAreaSize) return null;
  const [variant] = await db
    .select({ partnerVariantId: schema.productVariants.partnerVariantId })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, productId))
    .limit(1);
  try {
    const size = await connection.printAreaSize(
      await orderLocation(partner),
      { partnerProductId: product.externalId, partnerVariantId: variant?.partnerVariantId ?? null },
      placement,
    );
    return size ? { ...size, partner: partner.displayName } : null;
  } catch (error) {
    // A partner that does not answer leaves the owner's own figures: the form still works.
    if (error instanceof PartnerError || error instanceof FulfilmentConfigError) return null;
    throw error;
  }
}
