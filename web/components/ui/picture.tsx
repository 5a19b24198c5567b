import { pictureOf } from "../../../common/class-sign-in/pictures";
import { pictureFiles } from "./picture-files";
import "./picture.css";

/**
 * One drawing of class sign-in (an OpenMoji, CC BY-SA 4.0) by its key from
 * common/class-sign-in/pictures.ts, on a light tile so its dark outline reads in both themes. The
 * alt text is its Spanish name; `decorative` empties it when a label beside it already says the name.
 * An unknown key draws nothing.
 */
export function Picture({ pictureKey, size = 64, decorative = false, className }: { pictureKey: string | null | undefined; size?: number; decorative?: boolean; className?: string }) {
  const picture = pictureOf(pictureKey);
  const file = picture ? pictureFiles[picture.code] : undefined;
  if (!picture || !file) return null;
  return (
    <img
      src={file}
      alt={decorative ? "" : picture.name}
      width={size}
      height={size}
      className={`picture${className ? ` ${className}` : ""}`}
      // A padding in pixels: a percentage would follow the width of the parent, not of the drawing.
      style={{ padding: Math.round(size * 0.06) }}
      draggable={false}
      data-picture={picture.key}
    />
  );
}
