import type { Page } from "playwright-core";

/** Elements whose text must fit: a word spilling out of one of these is visible to every user. */
const TEXT_BOXES = "button, a[href], label, h1, h2, h3, h4, h5, h6, [role=button], [role=tab], [role=link], [role=heading]";
/** An input cuts its placeholder off; a textarea's wraps onto its rows like its text. */
const PLACEHOLDERS = "input[placeholder]";

/** Sub-pixel layout rounds widths either way: one pixel is not an overflow. */
const TOLERANCE_PX = 1;

/** What the page measures of one rendered element; judged in Node, so the page script stays plain. */
interface Measured {
  name: string;
  inline: boolean;
  scrollWidth: number;
  clientWidth: number;
  width: number;
  left: number;
  right: number;
  containerWidth: number;
  containerLeft: number;
  containerRight: number;
  /** For inputs: the placeholder's width in the input's font, and the room for text. */
  placeholder?: { width: number; room: number };
}

/**
 * Everything on the page that does not fit, described for a test failure message:
 * the document wider than the viewport, a dialog's content wider than the dialog, a button, link, label, tab or heading whose
 * content is wider than its box, and an input whose placeholder is wider than the
 * room for text. Elements that are not rendered, or that only screen readers read,
 * are left out. An empty list means the layout holds at this width and language.
 */
export async function findOverflows(page: Page): Promise<string[]> {
  const { documentWidth, viewportWidth, elements, dialogs } = await page.evaluate(
    ({ textBoxes, placeholders }) => {
      const canvas = document.createElement("canvas").getContext("2d");
      const measured: Measured[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(`${textBoxes}, ${placeholders}`)) {
        let hidden = element.getClientRects().length === 0;
        for (let node: Element | null = element; node && !hidden; node = node.parentElement) {
          const style = getComputedStyle(node);
          // Tailwind's sr-only clips a 1 px box away: screen readers read it, nobody sees it.
          hidden = style.visibility === "hidden" || style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)";
        }
        if (hidden) continue;

        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const container = (element.parentElement ?? element).getBoundingClientRect();
        const label =
          element.getAttribute("aria-label") ??
          element.getAttribute("placeholder") ??
          (element.textContent ?? "").replace(/\s+/g, " ").trim();
        const entry: Measured = {
          name: `<${element.tagName.toLowerCase()}> "${label.slice(0, 60)}"`,
          inline: style.display === "inline",
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          width: rect.width,
          left: rect.left,
          right: rect.right,
          containerWidth: container.width,
          containerLeft: container.left,
          containerRight: container.right,
        };
        if (element instanceof HTMLInputElement && element.placeholder && canvas) {
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          entry.placeholder = {
            width: canvas.measureText(element.placeholder).width,
            room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        }
        measured.push(entry);
      }
      // A dialog is fixed in the viewport: content wider than it does not widen the document, it is cut off.
      const dialogs = [...document.querySelectorAll<HTMLElement>("[role=dialog], [role=alertdialog]")]
        .filter((dialog) => dialog.getClientRects().length > 0)
        .map((dialog) => ({
          name: (dialog.querySelector("h2")?.textContent ?? "a dialog").trim(),
          scrollWidth: dialog.scrollWidth,
          clientWidth: dialog.clientWidth,
        }));
      return {
        documentWidth: document.documentElement.scrollWidth,
        viewportWidth: document.documentElement.clientWidth,
        elements: measured,
        dialogs,
      };
    },
    { textBoxes: TEXT_BOXES, placeholders: PLACEHOLDERS },
  );

  const problems: string[] = [];
  if (documentWidth > viewportWidth + TOLERANCE_PX) {
    problems.push(`the document is ${documentWidth} px wide in a ${viewportWidth} px viewport`);
  }
  for (const dialog of dialogs) {
    if (dialog.scrollWidth > dialog.clientWidth + TOLERANCE_PX) {
      problems.push(`the dialog "${dialog.name}" holds content ${dialog.scrollWidth} px wide in ${dialog.clientWidth} px`);
    }
  }
  for (const element of elements) {
    if (element.placeholder) {
      const { width, room } = element.placeholder;
      if (width > room + TOLERANCE_PX) {
        problems.push(`${element.name}: placeholder ${Math.ceil(width)} px wide in ${Math.floor(room)} px`);
      }
    } else if (element.inline) {
      // An inline element has no box of its own: it must stay inside its container's.
      if (element.left < element.containerLeft - TOLERANCE_PX || element.right > element.containerRight + TOLERANCE_PX) {
        problems.push(
          `${element.name} spills out of its container (${Math.round(element.width)} px in ${Math.round(element.containerWidth)} px)`,
        );
      }
    } else if (element.scrollWidth > element.clientWidth + TOLERANCE_PX) {
      problems.push(`${element.name}: content ${element.scrollWidth} px wide in a ${element.clientWidth} px box`);
    }
  }
  return problems;
}
