import type { WhatsAppChannel } from "./whatsapp.port.js";

/** Demo mode: nothing leaves the school; the service keeps the message with status sent. */
export function createDemoChannel(): WhatsAppChannel {
  return {
    mode: "demo",
    async sendText() {
      return { externalId: null };
    },
    async sendTemplate() {
      return { externalId: null };
    },
  };
}
