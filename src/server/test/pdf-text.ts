import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfText {
  /** Each page's text, its pieces joined by spaces, Intl's narrow and no-break spaces made plain. */
  pages: string[];
  /** Every page's, one after the other. */
  text: string;
  /** The page size, in points, of the first page. */
  size: { width: number; height: number };
}

/** The text a reader extracts from a PDF (Mozilla's pdf.js, as Firefox shows PDFs). */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items.flatMap((item) => ("str" in item ? [item.str] : []));
      pages.push(
        pieces
          .join(" ")
          .replace(/[\u00a0\u202f]/g, " ")
          .replace(/\s+/g, " "),
      );
    }
    const first = await document.getPage(1);
    const [, , width, height] = first.view as [number, number, number, number];
    return { pages, text: pages.join("\n"), size: { width, height } };
  } finally {
    await document.destroy();
  }
}
