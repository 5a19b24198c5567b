import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useMatches } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usesSimpleMode } from "../../../common/accessibility/accessibility-defaults";
import { applyAccessibility } from "../../lib/accessibility";
import { useOwnProfile } from "../../lib/use-own-profile";
import { authStore, useAuth } from "../../lib/auth-store";
import { currentEntry, menuFor } from "../../lib/menu";
import { roleAllowed, roleLabel } from "../../lib/navigation";
import { trpc } from "../../lib/trpc";
import { useFocusTrap } from "../../lib/use-focus-trap";
import { DeniedPage } from "../errors";
import { SimpleShell } from "../simple-mode";
import { menuIcons } from "./menu-icons";
import { ReadingNotice } from "../../components/ui/reading-notice";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import { NotificationBell } from "../notifications";
import { useLogout } from "./use-logout";
import { OfflineStatusSlot } from "../offline";

const collapsedKey = "sidebar-collapsed";

export function DashboardLayout() {
  const { user } = useAuth();
  const logout = useLogout();
  const matches = useMatches();
  // The page shown is the deepest match: its path says which menu entry is current.
  const pathname = matches.at(-1)?.pathname ?? "/dashboard";
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === "1");
  const [mobileOpen, setMobileOpen] = useState(false);
  // On a phone the open menu covers the page: focus stays in it and Escape closes it (WCAG 2.4.3).
  const sidebar = useRef<HTMLElement>(null);
  const closeMenu = useRef<HTMLButtonElement>(null);
  const openMenu = useRef<HTMLButtonElement>(null);
  useFocusTrap({ active: mobileOpen, container: sidebar, initial: closeMenu, returnTo: openMenu, onEscape: () => setMobileOpen(false) });
  const me = useQuery(trpc.auth.me.queryOptions());
  // The person's reading preferences follow them to every device they sign in on.
  const accessibility = useOwnProfile();
  useEffect(() => {
    if (accessibility.data && !accessibility.isPlaceholderData) applyAccessibility(accessibility.data);
  }, [accessibility.data, accessibility.isPlaceholderData]);

  useEffect(() => {
    if (me.data) authStore.updateUser(me.data);
  }, [me.data]);

  const allowed = matches.map((m) => m.staticData?.roles).findLast((roles) => roles !== undefined);
  const named = matches.map((m) => m.staticData?.title).findLast((t) => t !== undefined) ?? "Panel de Control";
  const title = typeof named === "function" ? (user ? named(user.role) : "") : named;
  const denied = matches.map((m) => m.staticData?.denied).findLast((d) => d !== undefined);
  useEffect(() => {
    document.title = `${title} · Tribu`;
  }, [title]);

  if (!user) return null;
  const entries = menuFor(user.role, user.tribe);
  const current = currentEntry(entries, pathname);
  const content = (
    <>
      <OfflineStatusSlot />
      {roleAllowed(user.role, allowed) ? <Outlet /> : <DeniedPage role={user.role} allowed={allowed ?? []} {...denied} />}
    </>
  );
  if (usesSimpleMode(user.role, accessibility.data)) {
    return <SimpleShell firstName={user.firstName} onLogout={logout} content={content} />;
  }

  function toggleCollapsed() {
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, value ? "0" : "1");
      return !value;
    });
  }


  return (
    <div className={`dashboard ${collapsed ? "is-collapsed" : ""} ${mobileOpen ? "menu-open" : ""}`}>
      <aside ref={sidebar} className="sidebar" aria-label="Menú principal" data-testid="sidebar">
        <div className="sidebar-top">
          <Link to="/dashboard" className="brand">
            <span className="brand-mark" aria-hidden="true">
              T
            </span>
            <span className="sidebar-text">Tribu</span>
          </Link>
          <button ref={closeMenu} type="button" className="icon-button mobile-only" onClick={() => setMobileOpen(false)} aria-label="Cerrar menú">
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="sidebar-user">
          <span className="avatar" aria-hidden="true">
            {(user.firstName[0] ?? "").toUpperCase()}
            {(user.lastName[0] ?? "").toUpperCase()}
          </span>
          <span className="sidebar-text">
            <span className="user-name">
              {user.firstName} {user.lastName}
            </span>
            <span className="user-role">{roleLabel[user.role] ?? user.role}</span>
          </span>
        </div>
        <nav aria-label="Secciones">
          <ul className="menu">
            {entries.map((entry) => {
              const Icon = menuIcons[entry.icon] ?? menuIcons.folder;
              return (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    className={entry.to === current ? "menu-link is-active" : "menu-link"}
                    aria-current={entry.to === current ? "page" : undefined}
                    activeOptions={{ exact: true }}
                    activeProps={{}}
                    title={collapsed ? entry.label : undefined}
                    onClick={() => setMobileOpen(false)}
                  >
                    {Icon ? <Icon aria-hidden="true" /> : null}
                    <span className="sidebar-text">{entry.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="sidebar-bottom">
          <button type="button" className="menu-link" onClick={logout}>
            <LogOut aria-hidden="true" />
            <span className="sidebar-text">Cerrar sesión</span>
          </button>
          <button
            type="button"
            className="menu-link desktop-only"
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? "Expandir menú" : "Contraer menú"}
          >
            {collapsed ? <ChevronRight aria-hidden="true" /> : <ChevronLeft aria-hidden="true" />}
            <span className="sidebar-text">Contraer menú</span>
          </button>
        </div>
      </aside>
      <div className="sidebar-backdrop mobile-only" onClick={() => setMobileOpen(false)} aria-hidden="true" />
      <div className="dashboard-main" inert={mobileOpen}>
        <header className="topbar">
          <button
            ref={openMenu}
            type="button"
            className="icon-button mobile-only"
            onClick={() => setMobileOpen(true)}
            aria-label="Abrir menú"
            aria-expanded={mobileOpen}
          >
            <Menu aria-hidden="true" />
          </button>
          <span className="topbar-title">{title}</span>
          <NotificationBell />
          <ThemeToggle />
        </header>
        <ReadingNotice />
        <main id="contenido" className="content" tabIndex={-1}>
          {content}
        </main>
      </div>
    </div>
  );
}
