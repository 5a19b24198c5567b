import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { allowedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { canEditCalendar } from "../../../common/attendance/attendance.policy.js";
import {
  attendanceMessages as m,
  calendarQuery,
  excuseIdInput,
  excuseInput,
  listExcusesInput,
  registerQuery,
  saveCalendarInput,
  saveRegisterInput,
  summaryInput,
  supportFileInput,
  supportInput,
} from "../../../common/attendance/attendance.schema.js";

const excuseFileFields = new Set(["file"]);
const calendarEditors = allowedBy("admin", canEditCalendar);

/**
 * /api/attendance (issue 25): the register (GET ?tribe=&date=, PUT to save), excuses (a parent sends
 * one, as JSON or multipart with a file; while pending the family adds supports to it; the teacher accepts it; GET …/:id/file for its file), the parents' alerts, a month's summary and the school calendar.
 * Who may enter is declared once (signed in; the calendar's changes: admins), and asked before the
 * input is read, so nobody signed out learns what input is valid; the service decides about each tribe and child.
 */
export const attendanceRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, signedIn);

  app.get("/api/attendance/register", async (request) => {
    const service = request.ctx.services.attendance;
    return service.register(request.ctx.actor, parseInput(registerQuery, request.query));
  });

  app.put("/api/attendance/register", async (request) => {
    const service = request.ctx.services.attendance;
    return withMessage(m.saved, await service.save(request.ctx.actor, parseInput(saveRegisterInput, request.body)));
  });

  app.get("/api/attendance/excuses", async (request) => {
    const service = request.ctx.services.attendance;
    return service.listExcuses(request.ctx.actor, parseInput(listExcusesInput, request.query));
  });

  app.post("/api/attendance/excuses", async (request, reply) => {
    const service = request.ctx.services.attendance;
    // JSON, or multipart with the fields first and an optional `file` (a PDF or a picture).
    const result = await readUploadForm(request, excuseFileFields, (fields, file) => service.sendExcuse(request.ctx.actor, parseInput(excuseInput, fields), file));
    return reply.status(201).send(withMessage(m.excuseSent, result));
  });

  app.get("/api/attendance/excuses/:id/file", async (request, reply) => {
    const service = request.ctx.services.attendance;
    const { id } = parseInput(excuseIdInput, request.params);
    return sendStoredFile(reply, service.dataDir, await service.excuseFile(request.ctx.actor, id));
  });

  // "Agregar soporte" (issue 34): JSON with a note, or multipart with the note first and an optional `file`.
  app.post("/api/attendance/excuses/:id/support", async (request, reply) => {
    const service = request.ctx.services.attendance;
    const { id } = parseInput(excuseIdInput, request.params);
    const result = await readUploadForm(request, excuseFileFields, (fields, file) => service.addSupport(request.ctx.actor, parseInput(supportInput, { ...fields, id }), file));
    return reply.status(201).send(withMessage(m.supportAdded, result));
  });

  app.get("/api/attendance/excuses/:id/supports/:supportId/file", async (request, reply) => {
    const service = request.ctx.services.attendance;
    const { id, supportId } = parseInput(supportFileInput, request.params);
    return sendStoredFile(reply, service.dataDir, await service.supportFile(request.ctx.actor, id, supportId));
  });

  app.post("/api/attendance/excuses/:id/accept", async (request) => {
    const service = request.ctx.services.attendance;
    const { id } = parseInput(excuseIdInput, request.params);
    return withMessage(m.excuseAccepted, await service.acceptExcuse(request.ctx.actor, id));
  });

  app.get("/api/attendance/alerts", async (request) => request.ctx.services.attendance.alerts(request.ctx.actor));

  app.get("/api/attendance/summary", async (request) => {
    const service = request.ctx.services.attendance;
    return service.summary(request.ctx.actor, parseInput(summaryInput, request.query));
  });

  app.get("/api/attendance/calendar", async (request) => {
    const service = request.ctx.services.attendance;
    return service.calendar(request.ctx.actor, parseInput(calendarQuery, request.query));
  });

  app.put("/api/attendance/calendar", { config: { access: calendarEditors } }, async (request) => {
    const service = request.ctx.services.attendance;
    return withMessage(m.calendarSaved, await service.saveCalendar(request.ctx.actor, parseInput(saveCalendarInput, request.body)));
  });
};
