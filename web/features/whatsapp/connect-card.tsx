import { CircleCheck } from "lucide-react";
import type { ChannelStatus } from "../../../common/whatsapp/whatsapp.schema";
import { DemoQr } from "./demo-qr";
import { useDemoConnect } from "./use-whatsapp";
import { fullTime } from "./whatsapp-format";
import "./whatsapp.css";

/** 'Conectar WhatsApp': a fact with the Business API; the demo's QR and simulated connection otherwise. */
export function ConnectCard({ channel }: { channel: ChannelStatus }) {
  const { connecting, start } = useDemoConnect();

  if (channel.mode === "cloud") {
    return (
      <section className="card wa-connect" aria-labelledby="wa-connect-title">
        <h2 id="wa-connect-title" className="section-title">
          Conectar WhatsApp
        </h2>
        <p className="wa-flag">
          <CircleCheck aria-hidden="true" />
          Conectado mediante la API de WhatsApp Business{channel.connectedAt ? ` (desde el ${fullTime(channel.connectedAt)})` : ""}
        </p>
        <p className="muted">No hace falta escanear ningún QR: el servidor envía los mensajes con el número configurado.</p>
      </section>
    );
  }
  if (channel.connected) return null;

  return (
    <section className="card wa-connect" aria-labelledby="wa-connect-title">
      <h2 id="wa-connect-title" className="section-title">
        Conectar WhatsApp
      </h2>
      <p>Genera el código QR para conectar el WhatsApp del colegio. En modo demostración el QR es un ejemplo y la conexión es simulada.</p>
      {connecting ? <DemoQr /> : null}
      <button type="button" className="btn btn-primary" onClick={start} disabled={connecting}>
        {connecting ? "Conectando..." : "Generar QR"}
      </button>
      <p role="status" className="visually-hidden">
        {connecting ? "Conectando WhatsApp..." : ""}
      </p>
    </section>
  );
}
