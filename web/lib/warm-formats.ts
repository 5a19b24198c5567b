import { schoolTimeZone } from "../../common/school";

/**
 * The first number or date a page formats makes the browser load its locale data: 45 to 100 ms
 * with Lighthouse's 4x slower CPU, measured here. Every dashboard page formats at once (its shared
 * file builds common/format.ts's formatters as it loads), so the dashboard's loader asks for it in
 * a task of its own, which runs while the page's JavaScript is still downloading instead of in the
 * middle of drawing the page (issue 24). Here and not in format.ts: the entry file would then build
 * the formatters for the landing and login pages too, which format nothing.
 */
let warmed = false;

export function warmUpFormats(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    new Intl.NumberFormat("es-CO").format(1);
    new Intl.DateTimeFormat("en-US", { timeZone: schoolTimeZone, hour: "numeric" }).format(0);
  }, 0);
}
