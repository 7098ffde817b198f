import { createRequire } from "node:module";
import type { TFontDictionary } from "pdfmake/interfaces";

const require = createRequire(import.meta.url);
const file = (style: string) =>
  require.resolve(`@expo-google-fonts/arimo/${style}/Arimo_${style}.ttf`);

/**
 * Arimo: metrically compatible with Arial, the face regional tata naskah dinas
 * prescribes, under a licence that lets us embed it.
 */
export const letterFonts: TFontDictionary = {
  Arimo: {
    normal: file("400Regular"),
    bold: file("700Bold"),
    italics: file("400Regular_Italic"),
    bolditalics: file("700Bold_Italic"),
  },
};

export const fontFiles = new Set(Object.values(letterFonts.Arimo ?? {}).map(String));
