import { Download, Printer, RefreshCw } from "lucide-react";
import { useState } from "react";
import { classLink } from "../../../common/class-sign-in/class-card";
import type { ClassSettings } from "../../../common/class-sign-in/class-sign-in.schema";
import { toast } from "../../components/ui/toast";
import { ClassCard } from "./class-card";
import { downloadClassCard } from "./class-card-pdf";

/** The class card of a tribe whose class sign-in is on: print it, download it, or make a new code. */
export function ClassCodeSection({ settings, onRotate }: { settings: ClassSettings; onRotate: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const link = classLink(window.location.origin, settings.code);
  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadClassCard(settings.tribe);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "No se pudo descargar la tarjeta");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="class-code-section" aria-labelledby="class-card-heading">
      <h2 id="class-card-heading" className="section-title">
        Tarjeta de clase
      </h2>
      <p className="muted">Imprímela y déjala junto a la tableta: los estudiantes escanean el código QR o escriben el código.</p>
      <p className="muted">
        Una tableta donde un estudiante entró con este código vuelve a las tarjetas de la clase cuando sale. Para que la olvide, abre las tarjetas
        en esa tableta y toca «Olvidar esta clase en este dispositivo».
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Imprimir tarjeta
        </button>
        <button type="button" className="btn btn-secondary" onClick={download} aria-busy={downloading}>
          <Download aria-hidden="true" /> {downloading ? "Descargando..." : "Descargar PDF"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onRotate}>
          <RefreshCw aria-hidden="true" /> Crear código nuevo
        </button>
      </div>
      <ClassCard tribe={settings.tribe} code={settings.code} link={link} />
    </section>
  );
}
