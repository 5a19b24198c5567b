import { Link } from "@tanstack/react-router";
import { Accessibility, GraduationCap, IdCard, Layers, Save, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { PublicUser } from "../../../common/users/users.schema";
import { ErrorNotice, NoticeBox } from "../../components/ui/notice";
import { LeaveGuard } from "../../components/ui/leave-guard";
import { Pager } from "../../components/ui/pager";
import { useAuth } from "../../lib/auth-store";
import { pageNames } from "../../lib/navigation";
import { SectionPage } from "../../components/ui/section-page";
import { CreateUserDialog } from "./create-user-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { TribeModuleDialog, UserModulesDialog } from "./module-dialogs";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { type UserList, useUserEdits, useUserList } from "./use-users";
import { UserFilters } from "./user-filters";
import { fullName } from "../../../common/users/names";
import { shownEmail } from "../../../common/users/placeholder-email";
import { statusLabels } from "../../../common/users/status-labels";
import { UserRow } from "./user-row";
import { UserEditDialog } from "./user-edit-dialog";
import { useSchoolTribes } from "./users-queries";
import "./users.css";

/** Filters, count, the table (in its own keyboard-reachable scroll region when it may scroll) and the pager. */
function PeopleList({
  list,
  showRole,
  label,
  empty,
  fits = false,
  children,
}: {
  list: UserList;
  showRole: boolean;
  label: string;
  empty: string;
  /** The table fits the screen (cards on a phone): no sideways scroll, no hint about it. */
  fits?: boolean;
  children: ReactNode;
}) {
  const data = list.query.data;
  return (
    <>
      <UserFilters list={list} showRole={showRole} />
      {data ? (
        <p className="muted" aria-live="polite">
          Mostrando {data.users.length} de {data.total} usuarios
        </p>
      ) : null}
      {fits ? null : <p className="scroll-hint">Desliza la tabla hacia los lados para ver todas las columnas.</p>}
      {list.query.isError ? <ErrorNotice>Error cargando datos</ErrorNotice> : null}
      {fits ? (
        <section className="users-table-wrap" aria-label={label}>
          <table className="data-table users-table">{children}</table>
          {data && data.users.length === 0 ? <p className="empty-state">{empty}</p> : null}
        </section>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-wrap" aria-label={label} tabIndex={0}>
          <table className="data-table">{children}</table>
          {data && data.users.length === 0 ? <p className="empty-state">{empty}</p> : null}
        </section>
      )}
      <Pager label="Páginas de usuarios" page={list.page} pages={list.pages} onPageChange={list.setPage} />
    </>
  );
}

const adminColumns = ["Nombre", "Rol", "Tribu", "Estado", "Acciones"];

/** 'Usuarios' (admin): filters, create, a read-only table whose 'Editar' opens one person's dialog, modules, delete. */
export function AdminUsersScreen() {
  const { user: me } = useAuth();
  const list = useUserList("/dashboard/users");
  const edits = useUserEdits();
  const tribes = useSchoolTribes();
  const [creating, setCreating] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [modulesFor, setModulesFor] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const dirty = edits.dirtyIds.length;
  const editing = list.data?.users.find((user) => user.id === editingId) ?? null;

  return (
    <SectionPage title={pageNames.users}>
      <div className="people-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Crear Usuario
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setBulkOpen(true)}>
          <Layers aria-hidden="true" />
          Asignar módulo por tribu
        </button>
        <Link to="/dashboard/students" className="btn btn-secondary">
          <GraduationCap aria-hidden="true" />
          Ver solo estudiantes
        </Link>
        {dirty > 0 ? (
          <button type="button" className="btn btn-primary" onClick={() => edits.save()} disabled={edits.saving}>
            <Save aria-hidden="true" />
            {edits.saving ? "Guardando..." : "Guardar cambios"}
            <span className="count-badge">{dirty}</span>
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="status-line">
        {edits.saved ? <NoticeBox notice={edits.saved} /> : null}
        {dirty > 0 && !edits.saved ? <p className="muted">Tienes cambios sin guardar en {dirty} usuario(s).</p> : null}
      </div>
      <PeopleList list={list} showRole label="Tabla de usuarios" empty="No se encontraron usuarios." fits>
        <thead>
          <tr>
            {adminColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(list.data?.users ?? []).map((user) => (
            <UserRow
              key={user.id}
              user={user}
              change={edits.pending[user.id]}
              self={user.id === me?.id}
              onEdit={() => setEditingId(user.id)}
              onModules={() => setModulesFor(user)}
              onResetPassword={() => setResetting(user)}
              onDelete={() => setDeleting(user)}
            />
          ))}
        </tbody>
      </PeopleList>
      <UserEditDialog
        user={editing}
        change={editing ? edits.pending[editing.id] : undefined}
        self={editing?.id === me?.id}
        tribes={tribes}
        saving={edits.saving}
        onChange={(change) => editing && edits.edit(editing.id, change)}
        onDiscard={() => editing && edits.discard(editing.id)}
        onSave={async () => {
          if (editing && (await edits.save([editing.id]))) setEditingId(null);
        }}
        onClose={() => setEditingId(null)}
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <TribeModuleDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <UserModulesDialog user={modulesFor} onClose={() => setModulesFor(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <LeaveGuard dirty={dirty > 0} message={`Tienes cambios sin guardar en ${dirty} usuario(s). Si sales ahora, se perderán.`} />
    </SectionPage>
  );
}

/**
 * The read-only list for teachers ('Mis Estudiantes': students with a tribe in their own
 * classes, enforced by the server) and for admins at /dashboard/students.
 */
export function StudentsListScreen({ title }: { title: string }) {
  const list = useUserList("/dashboard/students", "student");
  return (
    <SectionPage title={title}>
      <PeopleList list={list} showRole={false} label="Tabla de estudiantes" empty="No hay estudiantes para mostrar.">
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Correo</th>
            <th scope="col">Tribu</th>
            <th scope="col">Estado</th>
            <th scope="col">Horas</th>
            <th scope="col">Accesibilidad</th>
            <th scope="col">Ficha escolar</th>
          </tr>
        </thead>
        <tbody>
          {(list.data?.users ?? []).map((user) => (
            <tr key={user.id}>
              <th scope="row">{fullName(user)}</th>
              <td>{shownEmail(user.email)}</td>
              <td>{user.tribe ?? "Sin tribu"}</td>
              <td>{statusLabels[user.status] ?? user.status}</td>
              <td>{user.hours}</td>
              <td>
                <Link
                  to="/dashboard/students/$studentId/accessibility"
                  params={{ studentId: String(user.id) }}
                  className="btn btn-secondary"
                  aria-label={`Accesibilidad y lectura de ${fullName(user)}`}
                >
                  <Accessibility aria-hidden="true" />
                  <span>Accesibilidad</span>
                </Link>
              </td>
              <td>
                <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(user.id) }} className="btn btn-secondary" aria-label={`Ficha escolar de ${fullName(user)}`}>
                  <IdCard aria-hidden="true" />
                  <span>Ficha escolar</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </PeopleList>
    </SectionPage>
  );
}
