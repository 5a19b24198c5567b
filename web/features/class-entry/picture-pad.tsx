import { Delete, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { type PasswordPictureKey, passwordPictures, pictureOf, picturesPerPassword } from "../../../common/class-sign-in/pictures";
import { ListenButton } from "../../components/ui/listen-button";
import { Picture } from "../../components/ui/picture";

type PadProps = {
  name: string;
  tapped: PasswordPictureKey[];
  busy: boolean;
  problem: string | null;
  onTap: (pictureKey: PasswordPictureKey) => void;
  onUndo: () => void;
  onBack: () => void;
};

/** The picture password: the child taps their 2 drawings of the 9, in order; each drawing can be heard. */
export function PicturePad({ name, tapped, busy, problem, onTap, onUndo, onBack }: PadProps) {
  // The card that was tapped is gone from the screen: focus goes to what the child reads next.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const instruction = `Hola, ${name.replace(/\.$/, "")}. Toca tus dos dibujos, en orden.`;
  return (
    <section aria-labelledby="pad-title" className="entry-pad">
      <h2 id="pad-title" ref={heading} tabIndex={-1}>
        {instruction}
      </h2>
      <ListenButton parts={[{ text: instruction }]} label="las instrucciones" />
      <ol className="entry-slots" aria-label="Dibujos tocados" aria-live="polite">
        {Array.from({ length: picturesPerPassword }, (_, i) => {
          const picture = pictureOf(tapped[i]);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, first and second
            <li key={i} className="entry-slot">
              {picture ? <Picture pictureKey={picture.key} size={56} /> : <span className="entry-slot-number">{i + 1}</span>}
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
      {busy ? <p role="status">Entrando...</p> : null}
      <ul className="entry-pictures">
        {passwordPictures.map((picture) => (
          <li key={picture.key} className="entry-picture">
            <button type="button" className="entry-picture-button" aria-pressed={tapped.includes(picture.key)} onClick={() => onTap(picture.key)}>
              <Picture pictureKey={picture.key} size={72} decorative />
              <span>{picture.name}</span>
            </button>
            <ListenButton parts={[{ text: picture.name }]} label={picture.name} compact />
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="btn btn-secondary btn-large" onClick={onUndo} disabled={busy || tapped.length === 0}>
          <Delete aria-hidden="true" /> Borrar
        </button>
        <button type="button" className="btn btn-ghost btn-large" onClick={onBack} disabled={busy}>
          <Undo2 aria-hidden="true" /> No soy yo
        </button>
      </div>
    </section>
  );
}
