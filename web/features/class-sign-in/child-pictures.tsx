import { useQuery } from "@tanstack/react-query";
import { pictureOf } from "../../../common/class-sign-in/pictures";
import { Picture } from "../../components/ui/picture";
import { trpc } from "../../lib/trpc";
import { PictureSequence } from "./picture-sequence";

/**
 * 'Dibujos para entrar en clase' on a child's card in 'Mis Hijos': their card picture and their two
 * pictures in order, to practise at home. Shown only when their tribe's class sign-in is on and the
 * teacher has chosen their pictures.
 */
export function ChildPictures({ childId, firstName }: { childId: number; firstName: string }) {
  const query = useQuery(trpc.classSignIn.childPictures.queryOptions({ studentId: childId }));
  const data = query.data;
  if (!data?.classSignInOn || !data.pictures) return null;
  const card = pictureOf(data.cardPicture);
  return (
    <section className="child-pictures" aria-label={`Dibujos para entrar en clase de ${firstName}`}>
      <h3>Dibujos para entrar en clase</h3>
      <p className="muted">
        En la tableta de la clase, {firstName} toca su tarjeta y luego estos 2 dibujos, en orden. Pueden practicar en casa.
      </p>
      {card ? (
        <p className="child-pictures-card">
          <Picture pictureKey={card.key} size={48} decorative />
          <span>Su tarjeta: {card.name}</span>
        </p>
      ) : null}
      <PictureSequence pictures={data.pictures} size={56} label={`Dibujos de ${firstName}, en orden`} />
    </section>
  );
}
