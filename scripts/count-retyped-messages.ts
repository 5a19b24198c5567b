/**
 * Issue 20's measure of rules retyped on the client: texts written in web/ that are also written in
 * server/ or common/. Texts are string literals, template literals (each `${}` part blanked) and
 * runs of JSX text with their `{}` parts; object keys and imports are left out, and so are texts
 * under 8 characters or without a space (single words are labels, not messages). A web text counts
 * when it equals a server text, fills in a server template (`Máximo ${max} caracteres`) or is
 * filled in by one, or starts with a whole server text of 20 characters or more. Labels of inputs
 * (label, emptyLabel, placeholder, title, aria-label) and the few texts of sameWordsOtherJob are
 * not messages. Prints the count and every copy with where the original is; `--check` fails above 0.
 *
 *   npx tsx scripts/count-retyped-messages.ts [--check]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseSync } from "vite";

const root = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".gen.ts") ? [path] : [];
  });
}

type AstNode = { type?: string; start: number; [key: string]: unknown };
type Text = { text: string; where: string };

/** What stands for an interpolated part: `Máximo ${max} caracteres` reads "Máximo {} caracteres". */
const blank = "{}";

/** An input's or picker's own words ("Selecciona una clase" as the empty option) are labels, not messages. */
const labelAttributes = new Set(["label", "emptyLabel", "placeholder", "title", "aria-label"]);

/** The texts of one file, each with file and line. */
function texts(file: string): Text[] {
  const code = readFileSync(file, "utf8");
  const { program } = parseSync(file, code);
  const found: Text[] = [];
  const add = (text: string, node: AstNode) => {
    const clean = text.replace(/\s+/g, " ").trim();
    // A template needs enough words of its own to be a message ("Tribu {}" or "Página {} de {}" are not).
    if (clean.includes(blank) && clean.replaceAll(blank, "").length < 12) return;
    if (clean.length >= 8 && clean.includes(" ") && /[a-záéíóúñ]{3}/i.test(clean)) {
      found.push({ text: clean, where: `${relative(root, file)}:${code.slice(0, node.start).split("\n").length}` });
    }
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as AstNode;
    if (node.type === "ImportDeclaration" || (node.type?.startsWith("Export") && node.source)) return;
    if (node.type === "Property" && !node.computed) {
      visit(node.value);
      return;
    }
    if (node.type === "JSXAttribute" && labelAttributes.has(String((node.name as { name?: unknown }).name))) return;
    if (node.type === "Literal" && typeof node.value === "string") add(node.value, node);
    if (node.type === "TemplateLiteral") add((node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(blank), node);
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      // Text and {expressions} side by side read as one sentence: "Mostrando {n} de {total}".
      let run: { text: string; node: AstNode } | null = null;
      for (const child of [...(node.children as AstNode[]), null]) {
        const piece = child?.type === "JSXText" ? String(child.value) : child?.type === "JSXExpressionContainer" ? blank : null;
        if (piece !== null && child) run = run ? { text: run.text + piece, node: run.node } : { text: piece, node: child };
        else if (run) {
          add(run.text, run.node);
          run = null;
        }
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== "parent") visit(child);
  };
  visit(program);
  return found;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patternOf = (text: string) => (text.includes(blank) ? new RegExp(`^${text.split(blank).map(literally).join(".+")}$`) : null);

const serverTexts = new Map<string, Text>();
for (const entry of ["server", "common"].flatMap((dir) => sourceFiles(join(root, dir))).flatMap(texts)) {
  if (!serverTexts.has(entry.text)) serverTexts.set(entry.text, entry);
}
const templates = [...serverTexts.values()].flatMap((entry) => {
  const pattern = patternOf(entry.text);
  return pattern ? [{ entry, pattern }] : [];
});
const longTexts = [...serverTexts.values()].filter((entry) => entry.text.length >= 20);

/** The server text a web text copies: the same, filled in, the start of it, or a server text it fills in. */
function originalOf(text: string): Text | undefined {
  const pattern = patternOf(text);
  return (
    serverTexts.get(text) ??
    templates.find((template) => template.pattern.test(text))?.entry ??
    longTexts.find((entry) => text.startsWith(entry.text)) ??
    (pattern ? longTexts.find((entry) => pattern.test(entry.text)) : undefined)
  );
}

/**
 * The same words doing another job, checked by hand: the screen's own label or fallback that
 * happens to equal a server text of another domain or a PDF. Keyed by file, so a real copy of the
 * same words elsewhere still counts. A message the screen shows for the server never goes here.
 */
const sameWordsOtherJob: Record<string, string[]> = {
  // The client's details list and the CRM report's column share a heading.
  "web/features/crm/crm-client-dialog.tsx": ["Último contacto"],
  // The spec's own fallback for a failed module save ("Error de validación: {mensaje o Datos inválidos}").
  "web/features/learning/learning.ts": ["Datos inválidos"],
  // A Notion task without a name is shown as "Sin título" (the todo sheet's default title has the same words).
  "web/features/notion/task-board-page.tsx": ["Sin título"],
  // A quotation's status change failed; the CRM's message for its own status has the same words.
  "web/features/quotations/saved-quotations.tsx": ["Error al actualizar el estado"],
};

const copies = sourceFiles(join(root, "web"))
  .flatMap(texts)
  .filter((entry) => !sameWordsOtherJob[entry.where.replace(/:\d+$/, "")]?.includes(entry.text))
  .flatMap((entry) => {
    const original = originalOf(entry.text);
    return original ? [{ ...entry, original }] : [];
  });

console.log(`web/ texts also written in server/ or common/: ${copies.length}`);
for (const copy of copies) console.log(`  ${copy.where}  ${JSON.stringify(copy.text)}  (${copy.original.where})`);
if (process.argv.includes("--check") && copies.length > 0) process.exit(1);
