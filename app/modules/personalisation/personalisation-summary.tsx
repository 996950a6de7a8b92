// A personalised line's text, font and picture as words (and the picture's thumbnail) under the
// line in the cart, checkout, order page and admin card.
import { findFont } from "./fonts";
import { PersonalisedThumbnail, type PieceOf } from "./thumbnail";
import type { LinePersonalisation } from "../../../db/schema";

/** `piece` (the line's product, picture and colour) shows the personalised piece's thumbnail. */
export function PersonalisationSummary({
  value,
  piece,
}: {
  value: LinePersonalisation | null | undefined;
  piece?: PieceOf;
}) {
  // The cart's copy is browser storage: anything that does not read is shown as nothing (checkout refuses it).
  if (!value || !Array.isArray(value.texts) || !value.texts.every((text) => typeof text?.text === "string"))
    return null;
  return (
    <div className="mt-1 flex items-center gap-2 text-sm text-ink-soft" data-testid="personalisation-summary">
      {piece ? (
        <PersonalisedThumbnail piece={piece} value={value} />
      ) : value.uploadId ? (
        <img
          src={`/personalisation/uploads/${value.uploadId}.png`}
          alt="What you uploaded"
          width={32}
          height={32}
          className="h-8 w-8 rounded border border-line object-contain"
        />
      ) : null}
      <span>
        Personalised:{" "}
        {value.texts
          .filter((text) => text.text.trim())
          .map((text) => `“${text.text}” in ${findFont(text.font)?.family ?? text.font}`)
          .join(", ") || "your picture"}
        <span
          aria-hidden
          className="ml-1 inline-block h-3 w-3 rounded-full border border-line align-middle"
          style={{ backgroundColor: value.texts[0]?.color }}
        />
      </span>
    </div>
  );
}
