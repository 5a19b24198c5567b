import { useId, useState } from "react";
import { type CardPictureKey, cardPictures, type PasswordPictureKey, picturesPerPassword } from "../../../common/class-sign-in/pictures";
import { classSignInMessages, type ClassStudent } from "../../../common/class-sign-in/class-sign-in.schema";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { Picture } from "../../components/ui/picture";
import { PasswordChoice } from "./password-choice";

export type PicturesChoice = { pictures: PasswordPictureKey[]; cardPicture: CardPictureKey | null };

/** Chooses a student's card picture (one of 16) and picture password (2 of 9, in order). */
export function PicturesDialog({
  student,
  busy,
  onClose,
  onSave,
}: {
  student: ClassStudent;
  busy: boolean;
  onClose: () => void;
  onSave: (choice: PicturesChoice) => void;
}) {
  const formId = useId();
  const [cardPicture, setCardPicture] = useState(cardPictures.find((p) => p.key === student.cardPicture)?.key ?? null);
  const [pictures, setPictures] = useState((student.pictures ?? []) as PasswordPictureKey[]);
  const [error, setError] = useState("");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (pictures.length !== picturesPerPassword) return setError(classSignInMessages.badPictures);
    onSave({ pictures, cardPicture });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Dibujos de ${student.firstName}`}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : "Guardar dibujos"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} className="form">
        <fieldset className="fieldset">
          <legend className="field-label">Dibujo de la tarjeta</legend>
          <p className="field-hint">Lo ve en la tableta junto a su nombre, para encontrar su tarjeta.</p>
          <div className="picture-grid">
            <label className="picture-option">
              <input type="radio" name={`${formId}-card`} className="visually-hidden" checked={cardPicture === null} onChange={() => setCardPicture(null)} />
              <span className="picture-none">Sin dibujo</span>
            </label>
            {cardPictures.map((picture) => (
              <label key={picture.key} className="picture-option">
                <input
                  type="radio"
                  name={`${formId}-card`}
                  className="visually-hidden"
                  checked={cardPicture === picture.key}
                  onChange={() => setCardPicture(picture.key)}
                />
                <Picture pictureKey={picture.key} size={52} />
              </label>
            ))}
          </div>
        </fieldset>
        <PasswordChoice
          pictures={pictures}
          error={error}
          onChange={(next) => {
            setPictures(next);
            setError("");
          }}
        />
      </form>
    </Modal>
  );
}
