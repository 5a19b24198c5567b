import { describe, expect, it } from "vitest";
import { badNotionDatabaseIdMessage, notionDatabaseId } from "../../common/notion/notion-database-id.js";

const id = "8e2f4c1a-7b3d-4e5f-9a0b-1c2d3e4f5a6b";
const compact = id.replaceAll("-", "");
const view = "f0e1d2c3b4a5968778695a4b3c2d1e0f";

describe("the Notion database an admin pastes", () => {
  it("is the database's link in the forms Notion copies it, or its id", () => {
    for (const pasted of [
      `https://www.notion.so/escuela-sol/Tareas-del-equipo-${compact}?v=${view}`,
      `https://www.notion.so/escuela-sol/${compact}?v=${view}`,
      `https://www.notion.so/${compact}?v=${view}&pvs=4`,
      `https://notion.so/Tareas-${compact}`,
      `https://escuela-sol.notion.site/Tareas-${compact.toUpperCase()}?pvs=4`,
      compact,
      id,
      `  ${id.toUpperCase()}\n`,
      // A data source's id is pasted the same ways; Notion's own address for it is collection://<id>.
      `collection://${id}`,
      `collection://${compact}`,
    ]) {
      expect(notionDatabaseId(pasted), pasted).toBe(id);
    }
  });

  it("is nothing else: another site, a link without an id, the view's id alone, a partial id", () => {
    for (const pasted of [
      "",
      "Tareas",
      "db-1",
      compact.slice(1),
      `${id}x`,
      `https://docs.google.com/spreadsheets/d/${compact}`,
      `https://notion.so.example.com/Tareas-${compact}`,
      "https://www.notion.so/escuela-sol/Tareas",
      `https://www.notion.so/escuela-sol/Tareas?v=${view}`,
      `ftp://www.notion.so/${compact}`,
      `www.notion.so/${compact}`,
      `collection://${id}x`,
      `collection://Tareas-${compact}`,
    ]) {
      expect(notionDatabaseId(pasted), pasted).toBeNull();
    }
  });

  it("is refused in Spanish, naming what was pasted (cut short) but never an integration token", () => {
    expect(badNotionDatabaseIdMessage(" Tareas ")).toBe(
      "«Tareas» no es el enlace ni el identificador de una base de datos de Notion. Pega el enlace de la base de datos (en Notion, menú ••• → Copiar enlace), su identificador de 32 caracteres o el identificador de su fuente de datos.",
    );
    expect(badNotionDatabaseIdMessage("x".repeat(200))).toContain(`«${"x".repeat(77)}...»`);
    expect(badNotionDatabaseIdMessage("secret_AbC123")).not.toContain("AbC123");
  });
});
