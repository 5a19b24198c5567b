import { Download, Eye } from "lucide-react";
import { toast } from "./toast";
import { openProtectedFile } from "../../lib/protected-files";

export function FileButtons({ url, fileName }: { url: string; fileName: string }) {
  const open = (mode: "view" | "download") => () =>
    openProtectedFile(url, fileName, mode).catch(() => toast.error("No se pudo abrir el archivo"));
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={open("view")}>
        <Eye aria-hidden="true" /> Ver <span className="visually-hidden">{fileName}</span>
      </button>
      <button type="button" className="btn btn-ghost" onClick={open("download")}>
        <Download aria-hidden="true" /> Descargar <span className="visually-hidden">{fileName}</span>
      </button>
    </>
  );
}
