/** How long the file's object URL lives after the click; the download has long started by then. */
export const REVOKE_URL_AFTER_MS = 1000;

/** Hands bytes to the browser as a download named `fileName` (an object URL on a `download` link). */
export function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_AFTER_MS);
  }
}
