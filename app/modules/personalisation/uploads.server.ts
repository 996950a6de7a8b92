// A shopper's picture: checked, re-encoded and stored only when valid; served back for previews.
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { checkUpload, mayPrintBlurry, UploadRefused } from "./image-check.server";
import { shopperSetup } from "./setup.server";

export type StoredUpload = { id: string; width: number; height: number; blurry: boolean };

export async function storeUpload(productId: string, bytes: Uint8Array): Promise<StoredUpload> {
  const setup = await shopperSetup(productId);
  if (!setup?.allowImage) throw new UploadRefused("This product takes no picture");
  const checked = await checkUpload(bytes);
  const [row] = await db
    .insert(schema.personalisationUploads)
    .values({ productId, data: checked.png, width: checked.width, height: checked.height })
    .returning({ id: schema.personalisationUploads.id });
  return { id: row!.id, width: checked.width, height: checked.height, blurry: mayPrintBlurry(checked, setup) };
}

/** The stored PNG, or null (an unknown or malformed id). */
export async function uploadPng(id: string): Promise<Buffer | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ data: schema.personalisationUploads.data })
    .from(schema.personalisationUploads)
    .where(eq(schema.personalisationUploads.id, id));
  return row?.data ?? null;
}
