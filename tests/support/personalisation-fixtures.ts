// A product's personalisation set-up for tests: one name field, a picture, a front print.
import type { PersonalisationSetup } from "~/modules/personalisation";

export const TEST_SETUP: PersonalisationSetup = {
  enabled: true,
  fields: [
    {
      id: "name",
      label: "Name on the back",
      maxChars: 12,
      allowed: "letters",
      fonts: ["anton", "pacifico"],
      colors: ["#111111", "#ff3366"],
    },
  ],
  allowImage: true,
  placement: "back",
  printArea: { x: 0.3, y: 0.25, width: 0.4, height: 0.45 },
  colorPrintAreas: {},
  printWidth: 1200,
  printHeight: 1500,
  dpi: 150,
  surcharge: 500,
  holdForApproval: false,
  bannedWords: ["badword", "rude"],
};
