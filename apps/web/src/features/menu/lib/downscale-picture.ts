import { PICTURE_MAX } from '@bible-journey/contract/limits';

/** The avatar's side in pixels: sharp on a 3x screen at the sizes the app shows it. */
export const PICTURE_SIZE = 256;

const QUALITIES = [0.85, 0.7, 0.55, 0.4];

/** The chosen file is not an image the browser can read, or it can't be made small enough. */
export class PictureError extends Error {}

/**
 * Turns a chosen image into the centre square, at most 256 px a side, as a JPEG data URL that fits
 * the server's PICTURE_MAX; lowers the quality until it does.
 */
export async function downscalePicture(file: Blob, maxLength = PICTURE_MAX): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PictureError('the file is not a readable image');
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.max(1, Math.min(PICTURE_SIZE, side));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    throw new PictureError('no 2D canvas');
  }
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  const sourceX = (bitmap.width - side) / 2;
  const sourceY = (bitmap.height - side) / 2;
  context.drawImage(bitmap, sourceX, sourceY, side, side, 0, 0, size, size);
  bitmap.close();
  for (const quality of QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.startsWith('data:image/jpeg;base64,') && url.length <= maxLength) return url;
  }
  throw new PictureError('the picture is still too large');
}
