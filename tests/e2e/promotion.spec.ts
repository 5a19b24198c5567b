import { expect, test } from "@playwright/test";
import { schoolToday } from "../../common/format";
import { dateFieldText } from "../../common/dates";
import { api, closesBackToOpener, pageAs, pageHeading } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, tag } from "./people-fixtures";

/**
 * Issue 35, promotion: a teacher opens 'Actividades de apoyo' from the menu and, for their student
 * with Bajo in a subject, creates a support activity and records it as passed (Bajo → Básico); an
 * admin opens 'Comisión de promoción', writes the tribe's acta (a decision without its reason is
 * refused in Spanish), saves and signs it: it is shown signed and can only be corrected with a new
 * version. Dialogs give focus back to their opener; each screen is checked with axe.
 */
const sections = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Secciones" });

test("a teacher records a passed support activity; an admin fills and signs the commission's acta", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const suffix = tag();
  const today = schoolToday();
  const admin = api(request, token);
  await admin.post("/api/siee/versions", {
    criteria: "Evaluación continua y formativa.",
    promotionCriteria: "Básico o más en todas las áreas tras las actividades de apoyo.",
    maxUnexcusedAbsencePercent: "25",
    supportActivities: "Plan de apoyo de dos semanas.",
    complaints: "Docente, coordinación, consejo directivo.",
    earlyPromotion: "Desempeño superior en el primer periodo.",
    commission: "Rectora, docentes y un representante de las familias.",
    adoptedOn: today,
  });
  const materia = `Fracciones ${suffix}`;
  await admin.post("/api/materias", { name: materia });
  await admin.post("/api/tribe-materias", { tribeName: "Tribu 3", materiaName: materia });
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const child = await createPerson(request, token, { role: "student", firstName: `Nina${suffix}`, lastName: "Apoyo", tribe: "Tribu 3" });
  const created = await admin.post<{ class: { id: number } }>("/api/classes", { title: `Apoyo ${suffix}`, teacherId: teacher.id });
  await admin.post("/api/studentclasses", { studentId: child.id, classId: created.class.id });
  const nina = `${child.firstName} Apoyo`;

  // The teacher: 'Actividades de apoyo', Tribu 3: their student; a new activity for the subject.
  const teaching = await pageAs(browser, teacher);
  await sections(teaching).getByRole("link", { name: "Actividades de apoyo" }).click();
  await expect(pageHeading(teaching, "Actividades de apoyo")).toBeVisible();
  await teaching.getByLabel("Tribu", { exact: true }).selectOption("Tribu 3");
  const card = teaching.locator(".promotion-student").filter({ has: teaching.getByRole("heading", { name: nina }) });
  const create = card.getByRole("button", { name: `Nueva actividad de apoyo de ${nina}` });
  await expect(create).toBeVisible();
  await closesBackToOpener(teaching, create, `Nueva actividad de apoyo de ${nina}`);
  await create.click();
  const dialog = teaching.getByRole("dialog", { name: `Nueva actividad de apoyo de ${nina}` });
  await dialog.getByRole("button", { name: "Crear actividad" }).click();
  await expect(dialog.getByText("Escribe el plan de la actividad de apoyo.")).toBeVisible();
  await dialog.getByLabel("Materia").selectOption({ label: materia });
  await dialog.getByLabel("Plan de la actividad").fill("Guía de fracciones con material concreto, tres sesiones.");
  await dialog.getByLabel("Fecha de inicio").fill(dateFieldText(today));
  await dialog.getByLabel("Fecha de fin").fill(dateFieldText(today));
  await expectAccessible(teaching);
  await dialog.getByRole("button", { name: "Crear actividad" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("En curso: sin resultado todavía.")).toBeVisible();

  const record = card.getByRole("button", { name: `Registrar resultado de ${materia}` });
  await record.click();
  const result = teaching.getByRole("dialog", { name: `Registrar resultado: ${materia}, ${nina}` });
  await expect(result.getByLabel("Desempeño después de la actividad")).toHaveValue("basico");
  await result.getByLabel("Nota (opcional)").fill("Resolvió la guía con apoyo visual.");
  await result.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(result).toBeHidden();
  await expect(card.getByText(/Superada, Bajo → Básico/)).toBeVisible();
  await expect(card.getByRole("button", { name: `Corregir resultado de ${materia}` })).toBeVisible();
  await expectAccessible(teaching);

  // The admin: 'Comisión de promoción', Tribu 3 of this year; the acta with its members and decisions.
  const admining = await pageAs(browser, e2eAdmin);
  await sections(admining).getByRole("link", { name: "Comisión de promoción" }).click();
  await expect(pageHeading(admining, "Comisión de promoción")).toBeVisible();
  await admining.getByLabel("Tribu", { exact: true }).selectOption("Tribu 3");
  const editor = admining.getByRole("form", { name: /^Acta de Tribu 3/ });
  await expect(editor).toBeVisible();
  await editor.getByLabel("Nombre del integrante 1").fill("Marta Gómez");
  await editor.getByLabel("Rol del integrante 1").selectOption("directivo");
  await editor.getByRole("button", { name: "Agregar integrante" }).click();
  await editor.getByLabel("Nombre del integrante 2").fill("Luis Pardo");
  await editor.getByLabel("Rol del integrante 2").selectOption("docente");
  // Beside the student, what the commission weighs: the support activity passed.
  const row = editor.locator(".acta-decision").filter({ has: admining.getByRole("heading", { name: nina }) });
  await expect(row.getByText(/Superada, Bajo → Básico/)).toBeVisible();
  const decisions = editor.getByLabel(/^Decisión sobre /);
  for (let i = 0; i < (await decisions.count()); i++) await decisions.nth(i).selectOption("promovido");
  await row.getByLabel(`Decisión sobre ${nina}`).selectOption("promocion_anticipada");
  await editor.getByRole("button", { name: "Guardar acta" }).click();
  await expect(row.getByText("Escribe el motivo: es obligatorio cuando no hay promoción o es anticipada.").first()).toBeVisible();
  await row.getByLabel(`Motivo de la decisión sobre ${nina}`).fill("Desempeño superior en todas las áreas, con el consentimiento de la familia.");
  await editor.getByRole("button", { name: "Guardar acta" }).click();
  await expect(admining.getByText("Acta guardada").first()).toBeVisible();
  await expectAccessible(admining);

  const sign = editor.getByRole("button", { name: "Firmar acta" });
  await closesBackToOpener(admining, sign, "Firmar el acta");
  await sign.click();
  await admining.getByRole("dialog", { name: "Firmar el acta" }).getByRole("button", { name: "Firmar acta" }).click();
  await expect(admining.getByText("Acta firmada: ya no se puede cambiar").first()).toBeVisible();
  const signed = admining.getByRole("article", { name: /^Acta de Tribu 3, \d{4} · versión 1/ });
  await expect(signed.getByText(/Firmada el/)).toBeVisible();
  await expect(signed.getByText(new RegExp(`${nina}`))).toBeVisible();
  await expect(admining.getByRole("button", { name: "Guardar acta" })).toHaveCount(0);
  await expect(admining.getByRole("button", { name: "Corregir con una nueva versión" })).toBeVisible();
  await expectAccessible(admining);
});
