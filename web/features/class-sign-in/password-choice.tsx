import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { type PasswordPictureKey, passwordPictures, picturesPerPassword } from "../../../common/class-sign-in/pictures";
import { Picture } from "../../components/ui/picture";
import { PictureSequence } from "./picture-sequence";

/**
 * The picture password: tapping a drawing adds it next (up to 2), tapping a chosen one takes it out;
 * each chosen drawing shows its number. The order so far is shown, and said, under the grid.
 */
export function PasswordChoice({ pictures, error, onChange }: { pictures: PasswordPictureKey[]; error: string; onChange: (next: PasswordPictureKey[]) => void }) {
  const hintId = useId();
  const errorId = useId();
  const toggle = (key: PasswordPictureKey) => {
    if (pictures.includes(key)) onChange(pictures.filter((chosen) => chosen !== key));
    else if (pictures.length < picturesPerPassword) onChange([...pictures, key]);
    else onChange([...pictures.slice(0, picturesPerPassword - 1), key]);
  };
  return (
    <fieldset className="fieldset" aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}>
      <legend className="field-label">Contraseña de dibujos</legend>
      <p id={hintId} className="field-hint">
        Toca {picturesPerPassword} dibujos en el orden en que los tocará. Para cambiar uno, tócalo otra vez.
      </p>
      <div className="picture-grid">
        {passwordPictures.map((picture) => {
          const place = pictures.indexOf(picture.key);
          return (
            <button
              key={picture.key}
              type="button"
              className="picture-option"
              aria-pressed={place >= 0}
              aria-label={place >= 0 ? `${picture.name}, dibujo ${place + 1}` : picture.name}
              onClick={() => toggle(picture.key)}
            >
              <Picture pictureKey={picture.key} size={52} decorative />
              {place >= 0 ? (
                <span className="picture-number picture-option-number" aria-hidden="true">
                  {place + 1}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="password-chosen" aria-live="polite">
        {pictures.length > 0 ? (
          <PictureSequence pictures={pictures} size={40} label="Dibujos elegidos, en orden" />
        ) : (
          <p className="muted">Todavía no has elegido dibujos.</p>
        )}
        {pictures.length > 0 ? (
          <button type="button" className="btn btn-ghost" onClick={() => onChange([])}>
            <RotateCcw aria-hidden="true" /> Empezar de nuevo
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
