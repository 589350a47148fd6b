// `?url` makes the font a separate build asset: its ~740 KB are fetched only when a PDF is built,
// never shipped in the main bundle.
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/** The DejaVu Sans TrueType font the plan PDF embeds (it covers Polish, Portuguese and Indonesian). */
export async function loadPlanPdfFont(): Promise<ArrayBuffer> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`loadPlanPdfFont: the font could not be loaded (HTTP ${response.status})`);
  return response.arrayBuffer();
}
