import { expect, type Page, test } from "@playwright/test";
import { isoOfField, twoSemesters } from "./calendar-fixtures";
import { api, pageAs, pageHeading, sessionOf } from "./dialog-focus-fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";
import { e2eAdmin } from "./fixtures";

/**
 * Issue 39: a teacher takes the register in the garden, where the Wi-Fi drops. She marks and saves
 * offline; meanwhile another adult corrects two children of the same register; back online, her
 * register arrives: her mark wins where both changed a child (and both changes are in the day's
 * corrections), the other adult's stays where she changed nothing, and the absent child's family
 * gets exactly one absence alert, after the register arrived.
 */
const markOf = (page: Page, name: string) => page.getByRole("radiogroup", { name: `Asistencia de ${name}` });
type Row = { studentId: number; mark: string; corrections: { from: string | null; to: string }[] };
type Alert = { studentId: number; kind: string };

test("a register saved offline arrives once the connection returns: the later change wins, both stay as corrections, one absence alert", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await twoSemesters(request, token);
  const suffix = tag();
  const tribe = "Tribu 1";
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Jardín${suffix}`, tribe });
  const ana = await createPerson(request, token, { role: "student", firstName: `Ana${suffix}`, lastName: "Jardín", tribe });
  const beto = await createPerson(request, token, { role: "student", firstName: `Beto${suffix}`, lastName: "Jardín", tribe });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}` });
  await linkChild(request, token, parent.id, ana.id);

  const page = await pageAs(browser, teacher, 390);
  await page.goto("/dashboard/asistencia");
  await expect(pageHeading(page, "Asistencia")).toBeVisible();
  await expect(page.getByLabel("Tribu", { exact: true })).toHaveValue(tribe);
  // The day is chosen once the school calendar has loaded (the field is empty until then): read it after the register shows.
  await expect(markOf(page, `${ana.firstName} Jardín`)).toBeVisible();
  const day = isoOfField(await page.getByLabel("Fecha", { exact: true }).inputValue());

  // The Wi-Fi drops: Ana Ausente, Guardar. Kept on the tablet, said once, calmly.
  await page.context().setOffline(true);
  await markOf(page, `${ana.firstName} Jardín`).getByRole("radio", { name: "Ausente" }).click();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  const kept = page.getByTestId("queued-registers");
  await expect(kept).toContainText(`La asistencia de ${tribe} del`);
  await expect(kept).toContainText("está guardada en este dispositivo y se enviará cuando vuelva el internet.");
  await expect(markOf(page, `${ana.firstName} Jardín`).getByRole("radio", { name: "Ausente" })).toHaveAttribute("aria-checked", "true");

  // Meanwhile the coordinator, online, marks Ana Tarde and Beto Tarde on the same register.
  const admin = api(request, (await sessionOf(request, e2eAdmin)).token);
  await admin.put("/api/attendance/register", { tribe, date: day, marks: [{ studentId: ana.id, mark: "late" }, { studentId: beto.id, mark: "late" }] });
  const family = (await sessionOf(request, parent)).token;
  const alertsOfAna = async () => ((await (await request.get("/api/attendance/alerts", { headers: { authorization: `Bearer ${family}` } })).json()) as { alerts: Alert[] }).alerts.filter((alert) => alert.studentId === ana.id);
  expect(await alertsOfAna()).toEqual([]);

  await page.context().setOffline(false);
  await expect(kept).toContainText("llegó.", { timeout: 30_000 });
  await expect(kept).toContainText("Asistencia guardada");

  const register = (await (await request.get(`/api/attendance/register?tribe=${encodeURIComponent(tribe)}&date=${day}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { students: Row[] };
  const row = (id: number) => register.students.find((student) => student.studentId === id);
  // Hers arrived last for Ana: Ausente, with the coordinator's Tarde before it among the corrections.
  expect(row(ana.id)?.mark).toBe("absent");
  expect(row(ana.id)?.corrections.map((change) => `${change.from}→${change.to}`)).toEqual(["late→absent"]);
  // She did not touch Beto: the coordinator's Tarde stays.
  expect(row(beto.id)?.mark).toBe("late");
  // One absence alert for Ana's family, written when the register arrived.
  expect((await alertsOfAna()).filter((alert) => alert.kind === "absent")).toHaveLength(1);
  await page.context().close();
});
