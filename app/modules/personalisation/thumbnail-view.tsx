// The personalised piece at thumbnail size: the product page's live preview component over the
// line's colour picture, from the line's stored personalisation and the product's set-up.
import { useEffect, useState } from "react";
import type { PersonalisationSetup } from "./personalisation.schema";
import { PersonalisationPreview } from "./shopper-preview";
import type { PieceOf } from "./thumbnail";
import type { LinePersonalisation } from "../../../db/schema";

const setups = new Map<string, Promise<PersonalisationSetup | null>>();

/** One request per product for the whole page, however many lines it has. */
function fetchSetup(productId: string): Promise<PersonalisationSetup | null> {
  let found = setups.get(productId);
  if (!found) {
    found = fetch(`/personalisation/setups/${encodeURIComponent(productId)}`)
      .then(async (response) =>
        response.ok ? ((await response.json()) as { setup: PersonalisationSetup | null }).setup : null,
      )
      .catch(() => null);
    setups.set(productId, found);
  }
  return found;
}

export function ThumbnailView({ piece, value }: { piece: PieceOf; value: LinePersonalisation }) {
  const [setup, setSetup] = useState<PersonalisationSetup | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchSetup(piece.productId).then((found) => {
      if (live) setSetup(found);
    });
    return () => {
      live = false;
    };
  }, [piece.productId]);
  return (
    <span
      data-testid="personalised-thumbnail"
      role="img"
      aria-label="Your personalised piece"
      className="relative block h-16 w-16 shrink-0 overflow-hidden rounded border border-line bg-line"
    >
      {piece.image ? <img src={piece.image} alt="" className="absolute inset-0 h-full w-full object-cover" /> : null}
      {setup ? <PersonalisationPreview setup={setup} value={value} color={piece.color ?? null} /> : null}
    </span>
  );
}
