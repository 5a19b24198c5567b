import { pictureFiles } from "../../components/ui/picture-files";
import "../../components/ui/picture.css";

/** A feeling's face (an OpenMoji, CC BY-SA 4.0) by its code; `alt` empty when its word is beside it. */
export function MoodPicture({ code, size = 96, alt = "" }: { code: string; size?: number; alt?: string }) {
  const file = pictureFiles[code];
  if (!file) return null;
  return <img src={file} alt={alt} width={size} height={size} className="picture" style={{ padding: Math.round(size * 0.06) }} draggable={false} />;
}
