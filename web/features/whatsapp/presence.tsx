import type { ContactStatus } from "../../../common/whatsapp/whatsapp.schema";
import { presenceWords } from "./whatsapp-format";
import "./whatsapp.css";

/** A contact's presence as a dot and a word. */
export function Presence({ status }: { status: ContactStatus }) {
  return (
    <span className="wa-presence">
      <span className={`wa-dot wa-dot-${status}`} aria-hidden="true" />
      {presenceWords[status]}
    </span>
  );
}
