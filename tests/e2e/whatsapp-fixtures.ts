/** The school's WhatsApp settings in the Cloud API journey, shared by serve.ts and the spec. */
const templates = [
  { name: "aviso_reunion", label: "Aviso de reunión", body: "Hola {{1}}, le esperamos en la reunión del {{2}}.", params: ["Nombre", "Fecha"] },
];

export const e2eWhatsApp = {
  appSecret: "secreto-e2e-whatsapp",
  templates,
  approved: templates.map((t) => ({ name: t.name, language: "es", bodyParams: t.params.length })),
  env: (graphHost: string) => ({
    WHATSAPP_TOKEN: "token-de-prueba",
    WHATSAPP_PHONE_NUMBER_ID: "109876543210",
    WHATSAPP_APP_SECRET: e2eWhatsApp.appSecret,
    WHATSAPP_VERIFY_TOKEN: "verificar-e2e",
    WHATSAPP_GRAPH_URL: graphHost,
    WHATSAPP_TEMPLATES: JSON.stringify(templates),
  }),
};
