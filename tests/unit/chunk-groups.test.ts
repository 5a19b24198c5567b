import { describe, expect, it } from "vitest";
import { sharedChunkOf } from "../../scripts/chunk-groups";

type Fake = { code: string; imports?: string[]; entry?: "main" | "lazy" };

/** A module graph as Rolldown shows it to a code-splitting group: importers, imported ids in order, code. */
function graph(modules: Record<string, Fake>) {
  const importers = new Map<string, string[]>();
  for (const [id, m] of Object.entries(modules)) for (const imported of m.imports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), id]);
  return (id: string) => {
    const m = modules[id];
    if (!m) return null;
    return { id, code: m.code, isEntry: m.entry === "main", importers: importers.get(id) ?? [], dynamicImporters: m.entry === "lazy" ? ["/app/web/routeTree.gen.ts"] : [], importedIds: m.imports ?? [] };
  };
}

const icons = "/app/node_modules/lucide-react/dist/esm/lucide-react.mjs";
const mail = "/app/node_modules/lucide-react/dist/esm/icons/mail.mjs";
const phone = "/app/node_modules/lucide-react/dist/esm/icons/phone.mjs";
const star = "/app/node_modules/lucide-react/dist/esm/icons/star.mjs";
const page = (name: string) => `/app/web/routes/${name}?tsr-split=component`;

const school = graph({
  "/app/web/main.tsx": { code: 'import { Star } from "lucide-react";\nimport { trpc } from "./lib/trpc";\nrender(Star, trpc);', imports: [icons, "/app/web/lib/trpc.ts"], entry: "main" },
  "/app/web/lib/trpc.ts": { code: "export const trpc = {};" },
  [page("index.tsx")]: { code: 'import { Mail } from "lucide-react";\nimport { useQuery } from "./q";\nexport const C = () => [Mail, useQuery];', imports: [icons, "/app/web/q.ts"], entry: "lazy" },
  [page("login.tsx")]: {
    code: 'import { MailIcon } from "lucide-react";\nimport { loginSchema } from "../../common/auth.ts";\nimport { useQuery } from "./q";\nimport { words } from "./words";\nimport { useMutation } from "./m";\nexport const C = () => [MailIcon, loginSchema, useQuery, words, useMutation];',
    imports: [icons, "/app/common/auth.ts", "/app/web/q.ts", "/app/web/lib/words.ts", "/app/web/m.ts"],
    entry: "lazy",
  },
  [page("dashboard/users.tsx")]: {
    code: 'import { Phone as P } from "lucide-react";\nimport { loginSchema } from "../../common/auth.ts";\nimport { Modal } from "../../components/modal";\nimport { labels } from "../../labels";\nimport { registerSchema } from "../../common/register.ts";\nexport const C = () => [P, loginSchema, Modal, labels, registerSchema];',
    imports: [icons, "/app/common/auth.ts", "/app/web/components/modal.tsx", "/app/web/labels.ts", "/app/common/register.ts"],
    entry: "lazy",
  },
  // The signed-in home: the dashboard layout and the dashboard's index page.
  [page("dashboard.tsx")]: {
    code: 'import { Menu } from "./menu";\nimport { useMutation } from "./m";\nimport { Sidebar } from "./sidebar";\nexport const C = () => [Menu, useMutation, Sidebar];',
    imports: ["/app/web/menu.tsx", "/app/web/m.ts", "/app/web/sidebar.tsx"],
    entry: "lazy",
  },
  "/app/web/sidebar.tsx": { code: "export function Sidebar() {}" },
  [page("dashboard/index.tsx")]: { code: 'import { Menu } from "./menu";\nimport { labels } from "./labels";\nexport const C = () => [Menu, labels];', imports: ["/app/web/menu.tsx", "/app/web/labels.ts"], entry: "lazy" },
  "/app/web/menu.tsx": { code: "export function Menu() {}" },
  "/app/web/labels.ts": { code: "export const labels = {};" },
  "/app/web/m.ts": { code: "export function useMutation() {}" },
  [page("dashboard/quotations.tsx")]: { code: 'import { Phone } from "lucide-react";\nimport { Modal } from "../../components/modal";\nimport { Totals } from "./totals";\nexport const C = () => [Phone, Modal, Totals];', imports: [icons, "/app/web/components/modal.tsx", "/app/web/totals.tsx"], entry: "lazy" },
  "/app/web/lib/password-strength.ts": { code: 'import { words } from "./words";\nexport const s = words;', imports: ["/app/web/lib/words.ts"], entry: "lazy" },
  "/app/web/lib/words.ts": { code: "export const words = [];" },
  "/app/web/q.ts": { code: "export function useQuery() {}" },
  "/app/common/auth.ts": { code: 'import { rules } from "./rules";\nexport const loginSchema = rules;', imports: ["/app/common/rules.ts"] },
  // The public pages' schemas: one built with zod (registration), one without (its words).
  "/app/common/rules.ts": { code: "export const rules = 1;" },
  [page("register.tsx")]: { code: 'import { registerSchema } from "../../common/register.ts";\nexport const C = () => registerSchema;', imports: ["/app/common/register.ts"], entry: "lazy" },
  "/app/common/register.ts": {
    code: 'import { z } from "zod";\nimport { rules } from "./rules";\nexport const registerSchema = [z, rules];',
    imports: ["/app/node_modules/zod/index.js", "/app/common/rules.ts"],
  },
  "/app/node_modules/zod/index.js": { code: "export const z = 1;" },
  "/app/web/components/modal.tsx": { code: "export function Modal() {}" },
  "/app/web/totals.tsx": { code: "export function Totals() {}" },
  // lucide-react's index only re-exports: each icon under a few names.
  [icons]: {
    code: '"use strict";\nexport { default as Mail, default as MailIcon } from "./icons/mail.mjs";\nexport { default as Phone } from "./icons/phone.mjs";\nexport { default as Star } from "./icons/star.mjs";',
    imports: [mail, phone, star],
  },
  [mail]: { code: "export default 1;" },
  [phone]: { code: "export default 2;" },
  [star]: { code: "export default 3;" },
});

describe("which shared file a module of the web client goes in", () => {
  it("puts what the landing page shares with other pages in 'portada', through an icon barrel", () => {
    expect(sharedChunkOf("/app/web/q.ts", school)).toBe("portada");
    // The landing page imports it as Mail, the login page as MailIcon.
    expect(sharedChunkOf(mail, school)).toBe("portada");
  });

  it("does not give the landing page an icon only dashboard pages use, though they import the same package", () => {
    expect(sharedChunkOf(phone, school)).toBe("panel");
  });

  it("puts what public pages share with the dashboard in 'publico', and what only dashboard pages share in 'panel'", () => {
    expect(sharedChunkOf("/app/common/auth.ts", school)).toBe("publico");
    expect(sharedChunkOf("/app/common/rules.ts", school)).toBe("publico");
    expect(sharedChunkOf("/app/web/components/modal.tsx", school)).toBe("panel");
  });

  it("puts what the signed-in home shares with other dashboard pages in 'inicio', and what it shares with public pages in 'portada'", () => {
    // The home (layout and index page) then needs neither "panel" nor "publico" (zod).
    expect(sharedChunkOf("/app/web/menu.tsx", school)).toBe("inicio");
    expect(sharedChunkOf("/app/web/labels.ts", school)).toBe("inicio");
    expect(sharedChunkOf("/app/web/m.ts", school)).toBe("portada");
  });

  it("puts zod and what public pages share that needs it in 'esquemas', so the sign-in page loads no zod", () => {
    expect(sharedChunkOf("/app/node_modules/zod/index.js", school)).toBe("esquemas");
    expect(sharedChunkOf("/app/common/register.ts", school)).toBe("esquemas");
  });

  it("puts the dashboard layout and what only it uses in 'inicio': every dashboard page loads both, one request less", () => {
    expect(sharedChunkOf(page("dashboard.tsx"), school)).toBe("inicio");
    expect(sharedChunkOf("/app/web/sidebar.tsx", school)).toBe("inicio");
    // A page's own file stays its own.
    expect(sharedChunkOf(page("dashboard/index.tsx"), school)).toBeNull();
  });

  it("leaves alone what one page uses, what the entry loads at start and what a lazy import shares", () => {
    expect(sharedChunkOf("/app/web/totals.tsx", school)).toBeNull();
    expect(sharedChunkOf("/app/web/lib/words.ts", school)).toBeNull();
    expect(sharedChunkOf(star, school)).toBeNull();
    expect(sharedChunkOf("/app/web/lib/trpc.ts", school)).toBeNull();
  });

  it("puts what the home, a dialog it loads on a tap and a public page share in 'portada', so the sign-in page never loads 'inicio' (issue 37)", () => {
    const withDialog = graph({
      [page("dashboard/index.tsx")]: { code: 'import { Listen } from "./listen";\nexport const C = () => Listen;', imports: ["/app/web/listen.tsx"], entry: "lazy" },
      [page("login.tsx")]: { code: 'import { Listen } from "./listen";\nexport const C = () => Listen;', imports: ["/app/web/listen.tsx"], entry: "lazy" },
      "/app/web/hand-in-dialog.tsx": { code: 'import { Listen } from "./listen";\nexport const D = () => Listen;', imports: ["/app/web/listen.tsx"], entry: "lazy" },
      "/app/web/listen.tsx": { code: "export function Listen() {}" },
    });
    expect(sharedChunkOf("/app/web/listen.tsx", withDialog)).toBe("portada");
  });

  it("puts what dashboard pages share with a dialog loaded on a tap in 'panel', not in files of their own (issue 37: 10 files on a tribe's page)", () => {
    const withDialog = graph({
      [page("dashboard/users.tsx")]: { code: 'import { Tabs } from "./tabs";\nexport const C = () => Tabs;', imports: ["/app/web/tabs.tsx"], entry: "lazy" },
      [page("dashboard/quotations.tsx")]: { code: 'import { Tabs } from "./tabs";\nexport const C = () => Tabs;', imports: ["/app/web/tabs.tsx"], entry: "lazy" },
      "/app/web/hand-in-dialog.tsx": { code: 'import { Tabs } from "./tabs";\nexport const D = () => Tabs;', imports: ["/app/web/tabs.tsx"], entry: "lazy" },
      "/app/web/tabs.tsx": { code: "export function Tabs() {}" },
    });
    expect(sharedChunkOf("/app/web/tabs.tsx", withDialog)).toBe("panel");
  });

  it("follows the names the entry imports from a package when it also has a dynamic import() (vite's preload helper is one more imported id, issue 39)", () => {
    // Before: the helper made the entry's import list one longer than its import statements, its
    // names were taken as "all", and useMutation counted as loaded at start: the sign-in page loaded "inicio".
    const withLazyImport = graph({
      "/app/web/main.tsx": {
        code: 'import { Provider } from "./query";\nrender(Provider);\nimport("./offline");',
        imports: ["/app/web/query.ts", "\0vite/preload-helper.js"],
        entry: "main",
      },
      "/app/web/query.ts": { code: 'export { Provider } from "./provider";\nexport { useMutation } from "./use-mutation";', imports: ["/app/web/provider.ts", "/app/web/use-mutation.ts"] },
      "/app/web/provider.ts": { code: "export function Provider() {}" },
      "/app/web/use-mutation.ts": { code: "export function useMutation() {}" },
      [page("dashboard/index.tsx")]: { code: 'import { useMutation } from "./query";\nexport const C = () => useMutation;', imports: ["/app/web/query.ts"], entry: "lazy" },
      [page("login.tsx")]: { code: 'import { useMutation } from "./query";\nexport const C = () => useMutation;', imports: ["/app/web/query.ts"], entry: "lazy" },
    });
    expect(sharedChunkOf("/app/web/use-mutation.ts", withLazyImport)).toBe("portada");
    expect(sharedChunkOf("/app/web/provider.ts", withLazyImport)).toBeNull();
  });
});
