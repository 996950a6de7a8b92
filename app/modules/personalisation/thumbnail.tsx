// The thumbnail of a personalised piece (the product's picture with the text or picture drawn in
// its print area). Its code and the product's set-up load only when such a line is on screen.
import { useEffect, useState } from "react";
import type * as Panel from "./shopper-panel";
import type { LinePersonalisation } from "../../../db/schema";

export type PieceOf = { productId: string; image: string | null | undefined; color: string | null | undefined };

type View = typeof Panel;

export function PersonalisedThumbnail({ piece, value }: { piece: PieceOf; value: LinePersonalisation }) {
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    let live = true;
    void import("./shopper-panel").then((loaded) => {
      if (live) setView(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!view) return null;
  return <view.ThumbnailView piece={piece} value={value} />;
}
