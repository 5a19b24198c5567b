import { classCardText } from "../../../common/class-sign-in/class-card";
import { QrCode } from "./qr-code";
import "./class-sign-in.css";

/**
 * The class card as it prints: the tribe, the QR code of the link, the code in big letters and the
 * child's three steps. Paper colours in both themes; the print stylesheet prints this card alone.
 */
export function ClassCard({ tribe, code, link }: { tribe: string; code: string; link: string }) {
  return (
    <article className="class-card" aria-label={`${classCardText.title}: ${tribe}`}>
      <p className="class-card-title">{classCardText.title}</p>
      <p className="class-card-tribe">{tribe}</p>
      <QrCode link={link} />
      <p className="class-card-code-label">{classCardText.codeLabel}</p>
      <p className="class-card-code" data-testid="class-code">
        {code}
      </p>
      <p className="class-card-link">
        <a href={link}>{link}</a>
      </p>
      <ol className="class-card-steps">
        {classCardText.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </article>
  );
}
