// Loads the product page's personalisation chunk only when the product offers personalisation.
import { useEffect, useState } from "react";
import type { PersonalisationSetup } from "./personalisation.schema";
import type * as ShopperPanel from "./shopper-panel";

type Panel = typeof ShopperPanel;

export function useShopperPanel(setup: PersonalisationSetup | null): Panel | null {
  const [panel, setPanel] = useState<Panel | null>(null);
  useEffect(() => {
    if (!setup || panel) return;
    let live = true;
    void import("./shopper-panel").then((loaded) => {
      if (live) setPanel(loaded);
    });
    return () => {
      live = false;
    };
  }, [setup, panel]);
  return setup ? panel : null;
}
