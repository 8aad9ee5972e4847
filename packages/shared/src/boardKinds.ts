// A kind badge's text colour, kept apart from the rest of boardRules.ts (which re-exports it): the
// board lists, a post and the admin's kind editor need it alone (docs/BUNDLES.md).

/** Text colours a kind badge may use on its own colour. */
export const KIND_TEXT_COLORS = { light: '#ffffff', dark: '#1f2a2e' } as const;

/** WCAG relative luminance of a #rrggbb colour, or undefined when it is not one. */
function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour (white or the site's ink) with the higher contrast on a kind's colour. */
export function kindTextColor(background: string): string {
  const bg = luminance(background);
  if (bg === undefined) return KIND_TEXT_COLORS.light;
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const dark = luminance(KIND_TEXT_COLORS.dark) as number;
  return contrast(1, bg) >= contrast(dark, bg) ? KIND_TEXT_COLORS.light : KIND_TEXT_COLORS.dark;
}
