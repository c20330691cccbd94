import type { Locator } from "playwright-core";

/** WCAG's contrast ratio of two sRGB colours written as `rgb(r, g, b)` or `rgba(…)` by getComputedStyle. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The colour that draws a graphic element, for WCAG's 3:1 rule on graphics: its fill when it has
 * one, else its border. Against the page's background.
 */
export async function graphicContrast(element: Locator): Promise<number> {
  const { drawn, page } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const transparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
    return {
      drawn: transparent(style.backgroundColor) ? style.borderTopColor : style.backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  return contrastRatio(drawn, page);
}
