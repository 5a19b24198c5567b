import type { StudentCard as Card } from "../../../common/class-sign-in/class-sign-in.schema";
import { ListenButton } from "../../components/ui/listen-button";
import { Picture } from "../../components/ui/picture";

/** One child's card on the class tablet: their picture (or photo, or initial) and name, and its spoken name. */
export function StudentCard({ card, onChoose }: { card: Card; onChoose: (card: Card) => void }) {
  return (
    <li className="entry-card">
      <button type="button" className="entry-card-button" onClick={() => onChoose(card)}>
        {card.cardPicture ? (
          <Picture pictureKey={card.cardPicture} size={96} decorative />
        ) : card.avatar ? (
          <img src={card.avatar} alt="" width={96} height={96} className="entry-card-photo" />
        ) : (
          <span className="entry-card-initial" aria-hidden="true">
            {card.name.slice(0, 1)}
          </span>
        )}
        <span className="entry-card-name">{card.name}</span>
      </button>
      <ListenButton parts={[{ text: card.name }]} label={card.name} compact />
    </li>
  );
}
