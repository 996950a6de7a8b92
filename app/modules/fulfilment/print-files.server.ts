// Fulfilment's hook into personalisation (decision 043): a part's personalised lines get their
// print files, rendered on the server before the partner is asked; held prints wait for approval.
import { PartnerRefusal } from "~/integrations/partner-port";
import { ensurePrintFiles, PrintRenderError } from "~/modules/personalisation/index.server";
import type { PartLine } from "./submit.server";

/** The part waits (not failed): a print is held for the owner's approval, or was rejected. */
export class PrintsNotReady extends Error {
  override name = "PrintsNotReady";
}

export async function attachPrintFiles(lines: PartLine[]): Promise<PartLine[]> {
  let files;
  try {
    files = await ensurePrintFiles(lines.map((line) => line.orderItemId));
  } catch (error) {
    // A stored personalisation that cannot be printed fails this part visibly (Retry on /admin).
    if (error instanceof PrintRenderError) throw new PartnerRefusal(`Print file: ${error.message}`);
    throw error;
  }
  if ([...files.values()].some((file) => file.approval === "held" || file.approval === "rejected")) {
    throw new PrintsNotReady("A print file waits for the owner's approval");
  }
  return lines.map((line) => {
    const file = files.get(line.orderItemId);
    return file ? { ...line, printFiles: [{ placement: file.placement, url: file.url }] } : line;
  });
}
