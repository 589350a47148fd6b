import { decodePDFRawStream, PDFArray, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

function decode(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** The base names of the fonts a PDF embeds (e.g. "ABCDEF+DejaVuSans" for a subset). */
export function embeddedFontNames(doc: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const text = object.toString();
    if (!text.includes('/FontFile2') && !text.includes('/FontFile3') && !text.includes('/FontFile ')) continue;
    const name = /\/FontName\s*\/([^\s/<>]+)/.exec(text)?.[1];
    if (name) names.push(name);
  }
  return names;
}

/**
 * The strings drawn on each page, read back through the fonts' ToUnicode maps (pdf-lib writes
 * embedded text as hex glyph ids with one `Tj` per string).
 */
export function pageTexts(doc: PDFDocument): string[][] {
  const toUnicode = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = decode(object);
    if (!text.includes('beginbfchar')) continue;
    for (const [, glyph = '', unicode = ''] of text.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const codes = (unicode.match(/.{4}/g) ?? []).map((hex) => Number.parseInt(hex, 16));
      toUnicode.set(glyph.toLowerCase(), String.fromCharCode(...codes));
    }
  }
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const operators = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map(decode)
      .join('\n');
    return [...operators.matchAll(/<([0-9a-f]*)> Tj/gi)].map(([, hex = '']) =>
      (hex.toLowerCase().match(/.{4}/g) ?? []).map((glyph) => toUnicode.get(glyph) ?? '?').join(''),
    );
  });
}

/** The document's /Lang entry, e.g. "pl". */
export function documentLanguage(doc: PDFDocument): string | undefined {
  return doc.catalog
    .get(PDFName.of('Lang'))
    ?.toString()
    .replace(/^\(|\)$/g, '');
}
