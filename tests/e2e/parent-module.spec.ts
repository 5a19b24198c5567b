import { expect, test } from "@playwright/test";
import { api, pageAs, sessionOf } from "./dialog-focus-fixtures";
import { expectAccessible } from "./fixtures";
import { adminToken, createPerson, linkChild, tag } from "./people-fixtures";

// Issue 21, families: a parent opening a child's module from 'Módulos' used to get 'No autorizado'.
test("a parent opens a module from 'Módulos' and reads it, with nothing to change or hand in", async ({ browser, request }) => {
  const token = await adminToken(request);
  const suffix = tag();
  const parent = await createPerson(request, token, { role: "parent", firstName: `Mamá${suffix}` });
  const child = await createPerson(request, token, { role: "student", firstName: `Hijo${suffix}`, tribe: "Tribu 2" });
  await linkChild(request, token, parent.id, child.id);
  const teacher = await createPerson(request, token, { role: "teacher", firstName: `Profe${suffix}` });
  const materia = `Ciencias ${suffix}`;
  await api(request, token).post("/api/materias", { name: materia });
  await api(request, token).post("/api/tribe-materias", { tribeName: "Tribu 2", materiaName: materia });
  const title = `Las plantas ${suffix}`;
  const teacherSession = await sessionOf(request, teacher);
  await api(request, teacherSession.token).post("/api/modules", {
    title,
    description: "Sembramos una semilla y la regamos cada día.",
    instructions: "Mira la planta cada mañana.",
    tribe: "Tribu 2",
    materias: [materia],
  });

  const page = await pageAs(browser, parent);
  await page.getByRole("navigation", { name: "Secciones" }).getByRole("link", { name: "Módulos" }).click();
  await page.getByLabel("Buscar").first().fill(title);
  await page.getByRole("link", { name: title }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No autorizado" })).toHaveCount(0);
  await expect(page.getByText("Sembramos una semilla y la regamos cada día.")).toBeVisible();
  await expect(page.getByText("Mira la planta cada mañana.")).toBeVisible();
  for (const name of ["Editar módulo", "Eliminar módulo", "Entregar mi trabajo"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(page.getByTestId("my-work")).toHaveCount(0);
  await expectAccessible(page);

  // The way back is the parent's own list, not the tribe pages they cannot open.
  await page.getByRole("link", { name: "Volver a Módulos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Módulos" })).toBeVisible();
});
