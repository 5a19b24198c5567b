import {
  Apple,
  Armchair,
  BookOpen,
  Bus,
  Calculator,
  DoorOpen,
  Droplets,
  FlaskConical,
  Footprints,
  GlassWater,
  HeartHandshake,
  House,
  Laptop,
  Leaf,
  type LucideIcon,
  Moon,
  Music,
  Palette,
  Pencil,
  Toilet,
  ToyBrick,
  Trees,
  Utensils,
  UsersRound,
  Wind,
} from "lucide-react";
import { useEffect, useState } from "react";
import { type DayIconKey, dayIcons } from "../../../common/visual-day/visual-day.icons";
import { fetchProtectedBlob } from "../../lib/protected-files";
import "./visual-day.css";

/** The built-in pictures, one lucide icon per key of the server's list (a missing key does not compile). */
export const dayIconComponents: Record<DayIconKey, LucideIcon> = {
  llegada: DoorOpen,
  asamblea: UsersRound,
  leer: BookOpen,
  escribir: Pencil,
  matematicas: Calculator,
  ciencias: FlaskConical,
  computador: Laptop,
  musica: Music,
  arte: Palette,
  jugar: ToyBrick,
  patio: Trees,
  deporte: Footprints,
  comer: Utensils,
  merienda: Apple,
  agua: GlassWater,
  lavarse: Droplets,
  bano: Toilet,
  terapia: HeartHandshake,
  calma: Leaf,
  respirar: Wind,
  descanso: Armchair,
  siesta: Moon,
  bus: Bus,
  casa: House,
};

export const dayIconOptions = (Object.keys(dayIcons) as DayIconKey[]).map((key) => ({ key, name: dayIcons[key], Icon: dayIconComponents[key] }));

/**
 * An uploaded picture needs the session, which an <img> cannot send: fetch it, then show a local copy.
 * While it loads, or if it cannot be read, the step's icon stays in its place.
 */
function useProtectedImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setObjectUrl(null);
      return;
    }
    let made: string | null = null;
    let cancelled = false;
    fetchProtectedBlob(url)
      .then((blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}

/** The step's picture: the uploaded image if there is one, else its icon. Decorative: the word is always beside it. */
export function StepPicture({ icon, pictureUrl, className }: { icon: DayIconKey; pictureUrl: string | null; className?: string }) {
  const image = useProtectedImage(pictureUrl);
  const Icon = dayIconComponents[icon] ?? Leaf;
  return (
    <span className={`vd-picture ${className ?? ""}`} aria-hidden="true">
      {image ? <img src={image} alt="" /> : <Icon />}
    </span>
  );
}
