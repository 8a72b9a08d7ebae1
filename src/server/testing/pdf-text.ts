import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, read by a real PDF parser (pdfjs-dist's Node build, tests only): each page's
 * text items in order, one space between items on a line (runs of spaces made one), a line break where the text moves to a new line. Tests check a document's
 * content with it, never by comparing bytes.
 */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let y: number | null = null;
    let out = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const at = item.transform[5] as number;
      if (y !== null) out += at === y ? ' ' : '\n';
      out += item.str;
      y = at;
    }
    pages.push(out.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}
