// A product's personalisation set-up in the database, and the checkout's check of a line against it.
import { and, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import {
  linePersonalisationSchema,
  personalisationSetupSchema,
  type PersonalisationSetup,
} from "./personalisation.schema";
import { personalisationProblems } from "./validate";
import type { LinePersonalisation } from "../../../db/schema";

type Row = typeof schema.productPersonalisation.$inferSelect;

function setupOf(row: Row): PersonalisationSetup {
  const { productId: _product, updatedAt: _updated, ...setup } = row;
  return setup;
}

/** The product's set-up (on or off), or null when the owner never made one. */
export async function loadSetup(productId: string): Promise<PersonalisationSetup | null> {
  if (!isUuid(productId)) return null;
  const [row] = await db
    .select()
    .from(schema.productPersonalisation)
    .where(eq(schema.productPersonalisation.productId, productId));
  return row ? setupOf(row) : null;
}

/** The set-up the shopper sees: only when it is switched on. */
export async function shopperSetup(productId: string): Promise<PersonalisationSetup | null> {
  const setup = await loadSetup(productId);
  return setup?.enabled ? setup : null;
}

export async function saveSetup(productId: string, input: PersonalisationSetup): Promise<void> {
  const setup = personalisationSetupSchema.parse(input);
  await db
    .insert(schema.productPersonalisation)
    .values({ productId, ...setup })
    .onConflictDoUpdate({ target: schema.productPersonalisation.productId, set: { ...setup, updatedAt: new Date() } });
}

async function enabledSetups(productIds: string[]) {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (!ids.length) return new Map<string, PersonalisationSetup>();
  const rows = await db
    .select()
    .from(schema.productPersonalisation)
    .where(and(inArray(schema.productPersonalisation.productId, ids), eq(schema.productPersonalisation.enabled, true)));
  return new Map(rows.map((row) => [row.productId, setupOf(row)]));
}

/** The surcharge of each personalisable product among these (absent: none). */
export async function surchargesFor(productIds: string[]): Promise<Map<string, number>> {
  const setups = await enabledSetups(productIds);
  return new Map([...setups].map(([id, setup]) => [id, setup.surcharge]));
}

export type CheckedLine = { surcharge: number; personalisation: LinePersonalisation | null };

/** Why a line cannot be bought as personalised (its message for the shopper). */
export class PersonalisationRefused extends Error {
  override name = "PersonalisationRefused";
}

/**
 * Checks each checkout line's personalisation against its product's set-up, again on the server:
 * a personalised product needs a valid one, any other product takes none. Answers the surcharge
 * and the checked personalisation per line, in order; throws PersonalisationRefused.
 */
export async function checkLinePersonalisations(
  lines: { productId: string; name: string; personalisation?: unknown }[],
): Promise<CheckedLine[]> {
  const setups = await enabledSetups(lines.map((line) => line.productId));
  const uploadIds = lines.flatMap((line) => {
    const parsed = linePersonalisationSchema.safeParse(line.personalisation);
    return parsed.success && parsed.data.uploadId ? [parsed.data.uploadId] : [];
  });
  const uploads = uploadIds.length
    ? await db
        .select({ id: schema.personalisationUploads.id, productId: schema.personalisationUploads.productId })
        .from(schema.personalisationUploads)
        .where(inArray(schema.personalisationUploads.id, uploadIds))
    : [];
  return lines.map((line) => {
    const setup = setups.get(line.productId);
    if (!setup) {
      if (line.personalisation != null) throw new PersonalisationRefused(`${line.name} cannot be personalised`);
      return { surcharge: 0, personalisation: null };
    }
    const parsed = linePersonalisationSchema.safeParse(line.personalisation);
    if (!parsed.success) {
      throw new PersonalisationRefused(`${line.name} needs its personalisation: add it again from the product page`);
    }
    const value: LinePersonalisation = { texts: parsed.data.texts, uploadId: parsed.data.uploadId ?? null };
    const problems = personalisationProblems(setup, value);
    const first = Object.values(problems)[0];
    if (first) throw new PersonalisationRefused(`${line.name}: ${first}`);
    if (
      value.uploadId &&
      !uploads.some((upload) => upload.id === value.uploadId && upload.productId === line.productId)
    ) {
      throw new PersonalisationRefused(`${line.name}: the picture is missing, please upload it again`);
    }
    return { surcharge: setup.surcharge, personalisation: value };
  });
}

/** Every product with whether it is personalisable, for the owner's list. */
export async function productsWithSetups() {
  return db
    .select({
      id: schema.products.id,
      name: schema.products.name,
      handle: schema.products.handle,
      enabled: schema.productPersonalisation.enabled,
    })
    .from(schema.products)
    .leftJoin(schema.productPersonalisation, eq(schema.productPersonalisation.productId, schema.products.id))
    .where(eq(schema.products.isActive, true))
    .orderBy(schema.products.name);
}
