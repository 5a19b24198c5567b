import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { settingsMessages, updateSettingsInput } from "../../../common/settings/settings.schema.js";
import { companyInput, companyMessages } from "../../../common/company/company.schema.js";

const logoField = new Set(["file"]);

/** The school's settings (issue 19): GET and PUT for admins; the public part is in GET /api/setup. */
export const settingsRest: FastifyPluginAsync = async (app) => {
  // Signed in; changes for who may, before the body is read.
  declareAccess(app, signedIn);
  const changers = checkedBy("settings changer", (request) => request.ctx.services.settings.assertCanChange(request.ctx.actor));
  const companyChangers = checkedBy("company changer", (request) => request.ctx.services.settings.assertCanChangeCompany(request.ctx.actor));
  app.get("/api/settings", async (request) => request.ctx.services.settings.get(request.ctx.actor));
  app.put("/api/settings", { config: { access: changers } }, async (request) => {
    // Who may change settings is known before the body is read: a non-admin gets 403, not a 400.
    const saved = await request.ctx.services.settings.update(request.ctx.actor, parseInput(updateSettingsInput, request.body));
    return withMessage(settingsMessages.saved, saved);
  });

  /** 'Datos de la empresa' (issue 22): the seller printed on quotations; admins only. */
  app.get("/api/settings/company", async (request) => ({ company: await request.ctx.services.settings.company(request.ctx.actor) }));
  app.put("/api/settings/company", { config: { access: companyChangers } }, async (request) => {
    const saved = await request.ctx.services.settings.updateCompany(request.ctx.actor, parseInput(companyInput, request.body));
    return withMessage(companyMessages.saved, saved);
  });
  /** multipart with one `file`: a PNG or JPEG, checked by its bytes. */
  app.put("/api/settings/company/logo", { config: { access: companyChangers } }, async (request) => {
    const settings = request.ctx.services.settings;
    const saved = await readUploadForm(request, logoField, (_fields, file) => settings.saveLogo(request.ctx.actor, file));
    return withMessage(companyMessages.logoSaved, saved);
  });
  app.delete("/api/settings/company/logo", async (request) =>
    withMessage(companyMessages.logoRemoved, await request.ctx.services.settings.removeLogo(request.ctx.actor)),
  );
  app.get("/api/settings/company/logo", async (request, reply) =>
    sendStoredFile(reply, request.ctx.services.settings.dataDir, await request.ctx.services.settings.logoFile(request.ctx.actor)),
  );
};
