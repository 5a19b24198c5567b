import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
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
} from "../../../common/attendance/attendance.schema.js";

/**
 * /api/attendance (issue 25): the register (GET ?tribe=&date=, PUT to save), excuses (a parent sends
 * one, the teacher accepts it), the parents' alerts, a month's summary and the school calendar.
 * The caller is checked before the input is read, so nobody signed out learns what input is valid.
 */
export const attendanceRest: FastifyPluginAsync = async (app) => {
  app.get("/api/attendance/register", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    return service.register(request.ctx.actor, parseInput(registerQuery, request.query));
  });

  app.put("/api/attendance/register", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    return withMessage(m.saved, await service.save(request.ctx.actor, parseInput(saveRegisterInput, request.body)));
  });

  app.get("/api/attendance/excuses", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    return service.listExcuses(request.ctx.actor, parseInput(listExcusesInput, request.query));
  });

  app.post("/api/attendance/excuses", async (request, reply) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    const result = await service.sendExcuse(request.ctx.actor, parseInput(excuseInput, request.body));
    return reply.status(201).send(withMessage(m.excuseSent, result));
  });

  app.post("/api/attendance/excuses/:id/accept", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    const { id } = parseInput(excuseIdInput, request.params);
    return withMessage(m.excuseAccepted, await service.acceptExcuse(request.ctx.actor, id));
  });

  app.get("/api/attendance/alerts", async (request) => request.ctx.services.attendance.alerts(request.ctx.actor));

  app.get("/api/attendance/summary", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    return service.summary(request.ctx.actor, parseInput(summaryInput, request.query));
  });

  app.get("/api/attendance/calendar", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertSignedIn(request.ctx.actor);
    return service.calendar(request.ctx.actor, parseInput(calendarQuery, request.query));
  });

  app.put("/api/attendance/calendar", async (request) => {
    const service = request.ctx.services.attendance;
    service.assertCanEditCalendar(request.ctx.actor);
    return withMessage(m.calendarSaved, await service.saveCalendar(request.ctx.actor, parseInput(saveCalendarInput, request.body)));
  });
};
