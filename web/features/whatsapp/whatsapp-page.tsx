import { Download, Info, Settings, Unplug } from "lucide-react";
import { useState } from "react";
import { SectionPage } from "../../components/ui/section-page";
import { ConnectCard } from "./connect-card";
import { conversationCsv, downloadText, exportFileName } from "./export-chat";
import { Messenger } from "./messenger";
import { WhatsAppSettingsDialog } from "./settings-dialog";
import { StatCards } from "./stat-cards";
import { useWhatsApp } from "./use-whatsapp";
import "./whatsapp.css";

/** 'Mensajes (WhatsApp)' (admin): connect, contacts, chat and the four stat cards, all from stored data. */
export function WhatsAppPage() {
  const { channel, selectedId, select, exportSource, setExportSource, disconnect } = useWhatsApp();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const demo = channel.mode === "demo";

  return (
    <SectionPage title="Mensajes (WhatsApp)">
      {demo ? (
        <div className="alert alert-info wa-demo-banner" role="note" aria-label="Modo demostración">
          <Info aria-hidden="true" />
          <p>
            <strong>Modo demostración.</strong> WhatsApp Business no está configurado en este servidor: ningún mensaje sale del
            colegio. Lo que escribas se guarda solo en Tribu.
          </p>
        </div>
      ) : null}
      <div className="people-toolbar">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!exportSource || exportSource.messages.length === 0}
          onClick={() => exportSource && downloadText(exportFileName(exportSource.name), conversationCsv(exportSource.name, exportSource.messages), "text/csv;charset=utf-8")}
        >
          <Download aria-hidden="true" />
          Exportar Chat
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setSettingsOpen(true)}>
          <Settings aria-hidden="true" />
          Configuración
        </button>
        {demo && channel.connected ? (
          <button type="button" className="btn btn-ghost" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            <Unplug aria-hidden="true" />
            Desconectar
          </button>
        ) : null}
      </div>
      {channel.connected && !exportSource ? <p className="muted small">Elige una conversación para exportarla.</p> : null}
      <StatCards />
      <ConnectCard channel={channel} />
      {channel.connected ? <Messenger channel={channel} selectedId={selectedId} onSelect={select} onConversation={setExportSource} /> : null}
      <WhatsAppSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} status={channel} />
    </SectionPage>
  );
}
