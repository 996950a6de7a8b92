// The bundled fonts' files on disk, for the server's renderer.
import { createRequire } from "node:module";
import { PRINT_FONTS } from "./fonts";

const require = createRequire(import.meta.url);

let cached: string[] | undefined;

/** Absolute paths of every bundled TTF (resolved from the installed packages). */
export function printFontFiles(): string[] {
  cached ??= PRINT_FONTS.map((font) => require.resolve(font.file));
  return cached;
}
