// A listing card's drop line: a drop not launched yet counts down (by the server's clock, learnt
// once for the page); any other line is the server's text.
import { DropBadge, DropLine } from "./drop-badge";
import type { ListingDrops } from "./drop-view";

export function ListingDropLine({ line, drops }: { line: ListingDrops["lines"][string]; drops: ListingDrops }) {
  return typeof line === "string" ? (
    <DropLine>{line}</DropLine>
  ) : (
    <DropBadge state={line} serverNow={drops.serverNow} timeZone={drops.timeZone} askClock />
  );
}
