// The thumbnail of a personalised piece (the product's picture with the text or picture drawn in
// its print area). Its code and the product's set-up load only when such a line is on screen.
import { useEffect, useState } from "react";
import type * as ThumbnailView from "./thumbnail-view";
import type { LinePersonalisation } from "../../../db/schema";

export type PieceOf = { productId: string; image: string | null | undefined; color: string | null | undefined };

type View = typeof ThumbnailView;

export function PersonalisedThumbnail({ piece, value }: { piece: PieceOf; value: LinePersonalisation }) {
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    let live = true;
    void import("./thumbnail-view").then((loaded) => {
      if (live) setView(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!view) return <span className="block h-16 w-16 shrink-0 rounded border border-line bg-line" aria-hidden />;
  return <view.ThumbnailView piece={piece} value={value} />;
}
