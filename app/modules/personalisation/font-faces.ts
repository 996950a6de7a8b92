// Loads the bundled TTF fonts into the page for the live preview (the same files the server prints with).
import anton from "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url";
import pacifico from "@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf?url";
import permanentMarker from "@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf?url";
import { PRINT_FONTS } from "./fonts";

const URLS: Record<string, string> = { anton, pacifico, "permanent-marker": permanentMarker };

let loading: Promise<unknown> | undefined;

/** Adds the print fonts to document.fonts once; resolves when they are ready. */
export function loadPrintFonts(): Promise<unknown> {
  if (typeof document === "undefined" || typeof FontFace === "undefined") return Promise.resolve();
  loading ??= Promise.all(
    PRINT_FONTS.map(async (font) => {
      const face = new FontFace(font.family, `url(${URLS[font.id]}) format("truetype")`);
      document.fonts.add(await face.load());
    }),
  ).catch((error: unknown) => console.warn("Could not load the print fonts", error));
  return loading;
}
