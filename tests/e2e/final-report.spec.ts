import { expect, type Page, test } from "@playwright/test";
import { api, pageAs } from "./dialog-focus-fixtures";
import { e2eAdmin, expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";
import { twoSemesters } from "./calendar-fixtures";

/**
 * Issue 35, the final report: once every period of the year has the tribe's cards published, the
 * admin sees in 'Boletines' who is ready, publishes the final reports after a confirmation (focus
 * back on the button), and the family finds the child's "Informe final" on 'Mis Hijos' and
 * downloads its PDF. Tribu 2 is preschool here (promoted without an acta, Decreto 2247 de 1997).
 */
const tribe = "Tribu 2";
const sections = (page: Page) => page.getByRole("navigation", { name: "Secciones" });

test("the admin publishes the tribe's final reports with a confirmation, the family downloads the child's", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  await twoSemesters(request, token);
  const year = Number(new Date().toLocaleDateString("en-CA", { timeZone: "America/Bogota" }).slice(0, 4));
  const suffix = tag();
  const child = await createPerson(request, token, { role: "student", firstName: `Iris${suffix}`, lastName: "Final", tribe });
  const parent = await createPerson(request, token, { role: "parent", firstName: `Papá${suffix}` });
  await linkChild(request, token, parent.id, child.id);

  // The school's settings with this tribe as preschool, and every period of the year published.
  const { settings } = await (await request.get("/api/report-cards/settings", { headers })).json();
  await api(request, token).put("/api/report-cards/settings", { ...settings, preschoolTribes: [...new Set([...settings.preschoolTribes, tribe])] });
  const { periods } = await (await request.get(`/api/attendance/calendar?year=${year}`, { headers })).json();
  // Only complete cards are published (every dimension commented), and the year's last period may
  // still be running: the admin confirms publishing before its end.
  for (const period of periods as { start: string }[]) {
    for (const dimension of settings.dimensions as string[]) {
      await api(request, token).put("/api/report-cards/entries", { studentId: child.id, period: period.start, subject: `dimension:${dimension}`, strengths: "Comparte sus juguetes." });
    }
    await api(request, token).post("/api/report-cards/publish", { tribe, period: period.start, studentIds: [child.id], beforePeriodEnd: true });
  }

  const admin = await pageAs(browser, e2eAdmin);
  await admin.goto("/dashboard/boletines");
  await admin.getByLabel("Tribu", { exact: true }).selectOption(tribe);
  const section = admin.getByRole("region", { name: `Informes finales de ${tribe}` });
  await expect(section.getByRole("listitem").filter({ hasText: `${child.firstName} Final` })).toContainText(/Listo para publicar|Publicado/);
  await expectAccessible(admin);
  const publish = section.getByRole("button", { name: "Publicar informes finales" });
  await publish.click();
  const dialog = admin.getByRole("dialog", { name: `Publicar los informes finales ${year}` });
  await expect(dialog).toContainText("se avisará a sus familias");
  await dialog.getByRole("button", { name: "Publicar informes finales" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(publish).toBeFocused();
  await expect(section.getByRole("status").filter({ hasText: /^Informes finales publicados: \d+/ })).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: `${child.firstName} Final` })).toContainText("Publicado (versión 1)");

  // The family: 'Mis Hijos', the child's final report, its PDF.
  const family = await pageAs(browser, parent);
  await sections(family).getByRole("link", { name: "Mis Hijos" }).click();
  const cards = family.getByRole("region", { name: `Boletines de ${child.firstName}` });
  await expect(cards.getByText(new RegExp(`Informe final ${year} · Versión 1 · Publicado el`))).toBeVisible();
  await expectAccessible(family);
  const pdf = family.waitForResponse((response) => /\/api\/report-cards\/final-reports\/\d+\/pdf$/.test(response.url()));
  const download = family.waitForEvent("download");
  await cards.getByRole("button", { name: new RegExp(`^Descargar informe final ${year}`) }).click();
  expect((await pdf).headers()["content-type"]).toContain("application/pdf");
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^informe-final-${year}-iris.*-final\\.pdf$`));
});
