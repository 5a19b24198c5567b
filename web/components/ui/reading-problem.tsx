import { VolumeX } from "lucide-react";

/**
 * Why a text could not be read aloud, said at once and kept on screen (never a silent failure).
 * A span, so that it fits wherever an "Escuchar" button does.
 */
export function ReadingProblem({ message }: { message: string | null }) {
  return message ? (
    <span role="alert" className="reading-problem">
      <VolumeX aria-hidden="true" /> {message}
    </span>
  ) : null;
}
