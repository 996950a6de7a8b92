// The live preview on the product's main picture: the shopper's text and picture drawn in the
// browser inside the print area (of the chosen colour's picture), on every keystroke, no request.
import { useEffect, useState } from "react";
import { loadPrintFonts } from "./font-faces";
import { layoutPrint } from "./layout";
import type { PersonalisationSetup } from "./personalisation.schema";
import { PrintSvg } from "./print-svg";
import type { LinePersonalisation } from "../../../db/schema";

export function PersonalisationPreview({
  setup,
  value,
  color,
}: {
  setup: PersonalisationSetup;
  value: LinePersonalisation;
  color: string | null;
}) {
  const [, setFontsReady] = useState(false);
  useEffect(() => {
    void loadPrintFonts().then(() => setFontsReady(true));
  }, []);
  const area = (color ? setup.colorPrintAreas[color] : undefined) ?? setup.printArea;
  const layout = layoutPrint(setup, value, Boolean(value.uploadId));
  return (
    <div
      data-testid="personalisation-preview"
      className="pointer-events-none absolute"
      style={{
        left: `${area.x * 100}%`,
        top: `${area.y * 100}%`,
        width: `${area.width * 100}%`,
        height: `${area.height * 100}%`,
      }}
    >
      <PrintSvg
        layout={layout}
        imageHref={value.uploadId ? `/personalisation/uploads/${value.uploadId}.png` : null}
        className="h-full w-full"
      />
    </div>
  );
}
