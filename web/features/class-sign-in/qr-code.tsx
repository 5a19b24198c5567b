import { useMemo } from "react";
import { qrPath, qrQuietZone } from "../../../common/class-sign-in/qr-path";

/**
 * The QR code of a link, drawn as SVG (black on white, with its quiet zone, in both themes), about
 * `size` pixels wide: a whole number of pixels per module, so every module has the same sharp edge.
 */
export function QrCode({ link, size = 200 }: { link: string; size?: number }) {
  const qr = useMemo(() => qrPath(link), [link]);
  const side = qr.size + 2 * qrQuietZone;
  const width = side * Math.max(3, Math.round(size / side));
  return (
    <svg
      className="class-card-qr"
      viewBox={`${-qrQuietZone} ${-qrQuietZone} ${side} ${side}`}
      width={width}
      height={width}
      style={{ width, height: width }}
      role="img"
      aria-label={`Código QR del enlace ${link}`}
      shapeRendering="crispEdges"
    >
      <rect x={-qrQuietZone} y={-qrQuietZone} width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
