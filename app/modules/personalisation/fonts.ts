// The fonts a shopper may print in: bundled with the store under the SIL Open Font Licence, the
// same TTF files drawn by the browser's preview and by the server's renderer.

export type PrintFont = {
  id: string;
  /** The family name inside the font file (the renderer matches it). */
  family: string;
  label: string;
  /** Average advance of one character as a share of the font size: the fitting's width estimate. */
  widthRatio: number;
  /** The npm package and file that hold it. */
  file: string;
};

export const PRINT_FONTS: readonly PrintFont[] = [
  {
    id: "anton",
    family: "Anton",
    label: "Anton (bold capitals)",
    widthRatio: 0.42,
    file: "@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf",
  },
  {
    id: "pacifico",
    family: "Pacifico",
    label: "Pacifico (script)",
    widthRatio: 0.47,
    file: "@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf",
  },
  {
    id: "permanent-marker",
    family: "Permanent Marker",
    label: "Permanent Marker (hand-written)",
    widthRatio: 0.54,
    file: "@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf",
  },
];

export const FONT_IDS = PRINT_FONTS.map((font) => font.id);

export function findFont(id: string): PrintFont | undefined {
  return PRINT_FONTS.find((font) => font.id === id);
}
