/** Colour checks of rendered badges (WCAG 2 contrast, hue), for tests. */

type Rgb = [number, number, number];

/** `rgb(9, 88, 217)` or `#0958d9` as three 0–255 channels. */
export function parseColor(css: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  if (hex) return [1, 2, 3].map((i) => Number.parseInt(hex[i] as string, 16)) as Rgb;
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!rgb) throw new Error(`not a colour: ${css}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return ((light as number) + 0.05) / ((dark as number) + 0.05);
}

/** The hue in degrees (0–360) of a colour. */
export function hueOf(css: string): number {
  const [r, g, b] = parseColor(css).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

/** Green reads as success: hues from yellow-green to teal-green. */
export const looksGreen = (css: string) => {
  const hue = hueOf(css);
  return hue >= 75 && hue <= 165;
};

/** The text and background colours of a rendered Ant Design tag (set inline for hex colours). */
export function tagColors(tag: HTMLElement): { text: string; background: string } {
  const el = tag.closest(".ant-tag") as HTMLElement;
  return { text: el.style.color, background: el.style.backgroundColor };
}
