// GET /personalisation/setups/:productId: a personalisable product's set-up as JSON, for the
// thumbnails of personalised lines in the cart, checkout, order page and admin card.
import { isUuid } from "~/lib/ids";
import { shopperSetup } from "~/modules/personalisation/index.server";
import type { Route } from "./+types/personalisation.setups.$productId";

export async function loader({ params }: Route.LoaderArgs) {
  const setup = isUuid(params.productId) ? await shopperSetup(params.productId) : null;
  if (!setup) return Response.json({ setup: null }, { status: 404, headers: { "Cache-Control": "no-store" } });
  // The word list stays with the server; the rest is what the product page already shows.
  const { bannedWords: _hidden, ...shown } = setup;
  return Response.json(
    { setup: { ...shown, bannedWords: [] } },
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}
