import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the symbol, as scanners need (the QR standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * The dark modules of `value`'s QR code as one SVG path, a row's run of dark modules at a time.
 * Medium error correction: a code shown on a projector or a phone still reads with some glare.
 */
function qrPath(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; ) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/**
 * A QR code of `value` as an image for screen readers (`label` says what it opens). Always dark on
 * white, in either theme: scanners read that best.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
