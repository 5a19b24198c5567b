import { pictureOf } from "../../../common/class-sign-in/pictures";
import { Picture } from "../../components/ui/picture";
import "./class-sign-in.css";

/** A picture password in its order: 1, then 2, each drawing with its number and its name. */
export function PictureSequence({ pictures, size = 56, label }: { pictures: readonly string[]; size?: number; label: string }) {
  return (
    <ol className="picture-sequence" aria-label={label}>
      {pictures.map((key, index) => (
        <li key={key}>
          <span className="picture-number" aria-hidden="true">
            {index + 1}
          </span>
          <Picture pictureKey={key} size={size} decorative />
          <span className="picture-name">{pictureOf(key)?.name ?? key}</span>
        </li>
      ))}
    </ol>
  );
}
