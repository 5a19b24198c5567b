import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, KeyRound, Layers, Save, Trash2, UserPlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Role, Tribe } from "../../../common/school";
import { displayPhone, type PublicUser, type UserSortKey } from "../../../common/users/users.schema";
import { Pager, pageCount } from "../../components/ui/pager";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { useDebounced } from "../../lib/use-debounced";
import { SectionPage } from "../layout/section-page";
import { CreateUserDialog } from "./create-user-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { TribeModuleDialog, UserModulesDialog } from "./module-dialogs";
import { allRoles, allTribes, editableStatuses, fullName, roleLabels, statusLabels } from "./user-labels";

type Pending = { status?: "active" | "pending" | "suspended"; tribe?: Tribe | null; notes?: string; hours?: number; phone?: string };

const pageSize = 25;
const savedMessageMs = 7000;
const sortLabels: Record<UserSortKey, string> = {
  name: "Nombre",
  email: "Correo",
  role: "Rol",
  tribe: "Tribu",
  status: "Estado",
  createdAt: "Fecha de registro",
};

/** Search, filters and paging, all answered by the server (GET /api/users). */
function useUserList(fixedRole?: Role) {
  const [search, setSearch] = useState("");
  const [tribe, setTribe] = useState<string>("");
  const [role, setRole] = useState<string>(fixedRole ?? "");
  const [sort, setSort] = useState<UserSortKey>("createdAt");
  const [direction, setDirection] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1
  useEffect(() => setPage(1), [debouncedSearch, tribe, role, sort, direction]);
  const query = useQuery({
    ...trpc.users.list.queryOptions({
      search: debouncedSearch || undefined,
      tribe: (tribe || undefined) as Tribe | "none" | undefined,
      role: (role || undefined) as Role | undefined,
      sort,
      direction,
      page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const clear = () => {
    setSearch("");
    setTribe("");
    setRole(fixedRole ?? "");
    setSort("createdAt");
    setDirection("desc");
  };
  return { search, setSearch, tribe, setTribe, role, setRole, sort, setSort, direction, setDirection, page, setPage, query, clear };
}

type ListState = ReturnType<typeof useUserList>;

function Filters({ list, showRole }: { list: ListState; showRole: boolean }) {
  const id = useId();
  return (
    <search className="people-filters card" aria-label="Filtrar usuarios">
      <div className="field people-filters-search">
        <label className="field-label" htmlFor={`${id}-search`}>
          Buscar
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Nombre, apellido o correo"
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-tribe`}>
          Tribu
        </label>
        <select id={`${id}-tribe`} value={list.tribe} onChange={(e) => list.setTribe(e.target.value)}>
          <option value="">Todas las tribus</option>
          {allTribes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          <option value="none">Sin tribu</option>
        </select>
      </div>
      {showRole ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-role`}>
            Rol
          </label>
          <select id={`${id}-role`} value={list.role} onChange={(e) => list.setRole(e.target.value)}>
            <option value="">Todos los roles</option>
            {allRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r] ?? r}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field people-filters-sort">
        <label className="field-label" htmlFor={`${id}-sort`}>
          Ordenar por
        </label>
        <div className="field-control">
          <select id={`${id}-sort`} value={list.sort} onChange={(e) => list.setSort(e.target.value as UserSortKey)}>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => list.setDirection(list.direction === "asc" ? "desc" : "asc")}
            title="Cambiar la dirección del orden"
          >
            {list.direction === "asc" ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
            <span>{list.direction === "asc" ? "Ascendente" : "Descendente"}</span>
          </button>
        </div>
      </div>
      <div className="people-filters-clear">
        <button type="button" className="btn btn-ghost" onClick={list.clear}>
          <X aria-hidden="true" />
          Limpiar
        </button>
      </div>
    </search>
  );
}

function UsersPager({ list }: { list: ListState }) {
  return <Pager label="Páginas de usuarios" page={list.page} pages={pageCount(list.query.data?.total ?? 0, pageSize)} onPageChange={list.setPage} />;
}

function CountLine({ list }: { list: ListState }) {
  const data = list.query.data;
  if (!data) return null;
  return (
    <p className="muted" aria-live="polite">
      Mostrando {data.users.length} de {data.total} usuarios
    </p>
  );
}

/** 'Todos los Usuarios' (admin): filters, create, inline edits kept until 'Guardar cambios', role, modules, delete. */
export function AdminUsersScreen() {
  const { user: me } = useAuth();
  const list = useUserList();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Record<number, Pending>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [modulesFor, setModulesFor] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [saving, setSaving] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const update = useMutation(trpc.users.update.mutationOptions());
  const changeRole = useMutation(
    trpc.users.changeRole.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        toast.error(info.status === 403 ? info.message : "Error al cambiar rol del usuario", info.status === 403 ? undefined : info.message);
      },
    }),
  );
  useEffect(() => () => {
    if (savedTimer.current) clearTimeout(savedTimer.current);
  }, []);

  const edit = (id: number, change: Pending) => setPending((all) => ({ ...all, [id]: { ...all[id], ...change } }));
  const dirtyIds = Object.keys(pending).map(Number);

  async function saveAll() {
    setSaving(true);
    const failed: Record<number, Pending> = {};
    let lastError = "";
    for (const id of dirtyIds) {
      try {
        await update.mutateAsync({ id, ...pending[id] });
      } catch (error) {
        failed[id] = pending[id] as Pending;
        lastError = apiErrorInfo(error).message;
      }
    }
    setSaving(false);
    setPending(failed);
    await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
    if (Object.keys(failed).length > 0) {
      toast.error("Error al guardar cambios", lastError);
      return;
    }
    setSaved("Cambios guardados correctamente");
    if (savedTimer.current) clearTimeout(savedTimer.current);
    savedTimer.current = setTimeout(() => setSaved(null), savedMessageMs);
  }

  const users = list.query.data?.users ?? [];
  return (
    <SectionPage title="Todos los Usuarios">
      <div className="people-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Crear Usuario
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setBulkOpen(true)}>
          <Layers aria-hidden="true" />
          Asignar módulo por tribu
        </button>
        <button type="button" className="btn btn-primary" onClick={saveAll} disabled={dirtyIds.length === 0 || saving}>
          <Save aria-hidden="true" />
          {saving ? "Guardando..." : "Guardar cambios"}
          {dirtyIds.length > 0 ? <span className="count-badge">{dirtyIds.length}</span> : null}
        </button>
      </div>
      <div role="status" aria-live="polite" className="status-line">
        {saved ? <p className="alert alert-success">{saved}</p> : null}
        {dirtyIds.length > 0 && !saved ? <p className="muted">Tienes cambios sin guardar en {dirtyIds.length} usuario(s).</p> : null}
      </div>
      <Filters list={list} showRole />
      <CountLine list={list} />
      <p className="scroll-hint">Desliza la tabla hacia los lados para ver todas las columnas.</p>
      {list.query.isError ? (
        <p role="alert" className="alert alert-error">
          Error cargando datos
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-wrap" aria-label="Usuarios" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Correo</th>
              <th scope="col">Teléfono</th>
              <th scope="col">Rol</th>
              <th scope="col">Tribu</th>
              <th scope="col">Estado</th>
              <th scope="col">Notas</th>
              <th scope="col">Horas</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const change = pending[user.id] ?? {};
              const name = fullName(user);
              const self = user.id === me?.id;
              const status = change.status ?? user.status;
              const tribe = change.tribe !== undefined ? change.tribe : user.tribe;
              return (
                <tr key={user.id} className={pending[user.id] ? "is-dirty" : undefined}>
                  <th scope="row">
                    <button type="button" className="link-button" onClick={() => setModulesFor(user)}>
                      {name}
                    </button>
                    {pending[user.id] ? <span className="people-tag">Sin guardar</span> : null}
                  </th>
                  <td>{user.email}</td>
                  <td>
                    <input
                      aria-label={`Teléfono de ${name}`}
                      className="cell-input"
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                      placeholder="+57 300 123 4567"
                      value={change.phone ?? displayPhone(user.phone)}
                      onChange={(e) => edit(user.id, { phone: e.target.value })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Rol de ${name}`}
                      value={user.role}
                      disabled={self || changeRole.isPending}
                      onChange={(e) => changeRole.mutate({ id: user.id, newRole: e.target.value as Role })}
                    >
                      {allRoles.map((r) => (
                        <option key={r} value={r}>
                          {roleLabels[r] ?? r}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={`Tribu de ${name}`}
                      value={tribe ?? ""}
                      onChange={(e) => edit(user.id, { tribe: (e.target.value || null) as Tribe | null })}
                    >
                      <option value="">Sin tribu</option>
                      {allTribes.map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={`Estado de ${name}`}
                      value={status}
                      disabled={self}
                      onChange={(e) => edit(user.id, { status: e.target.value as Pending["status"] })}
                    >
                      {status === "inactive" ? <option value="inactive">{statusLabels.inactive}</option> : null}
                      {editableStatuses.map((s) => (
                        <option key={s} value={s}>
                          {statusLabels[s]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={`Notas de ${name}`}
                      className="cell-input"
                      value={change.notes ?? user.notes}
                      onChange={(e) => edit(user.id, { notes: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Horas de ${name}`}
                      className="cell-input cell-number"
                      type="number"
                      min={0}
                      step="0.5"
                      value={change.hours ?? user.hours}
                      onChange={(e) => edit(user.id, { hours: Number(e.target.value) || 0 })}
                    />
                  </td>
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={self}
                        title={self ? "Cambia tu propia contraseña en Configuración" : undefined}
                        aria-label={self ? "Cambia tu propia contraseña en Configuración" : `Restablecer la contraseña de ${name}`}
                        onClick={() => setResetting(user)}
                      >
                        <KeyRound aria-hidden="true" />
                        <span>Contraseña</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger"
                        disabled={self}
                        title={self ? "No puedes eliminar tu propia cuenta" : undefined}
                        aria-label={self ? `No puedes eliminar tu propia cuenta` : `Eliminar a ${name}`}
                        onClick={() => setDeleting(user)}
                      >
                        <Trash2 aria-hidden="true" />
                        <span>Eliminar</span>
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.query.data && users.length === 0 ? <p className="empty-state">No se encontraron usuarios.</p> : null}
      </section>
      <UsersPager list={list} />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <TribeModuleDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <UserModulesDialog user={modulesFor} onClose={() => setModulesFor(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </SectionPage>
  );
}

/**
 * The read-only list for teachers ('Gestión de Usuarios': students with a tribe in their own
 * classes, enforced by the server) and for admins at /dashboard/students.
 */
export function StudentsListScreen({ title }: { title: string }) {
  const list = useUserList("student");
  const users = list.query.data?.users ?? [];
  return (
    <SectionPage title={title}>
      <Filters list={list} showRole={false} />
      <CountLine list={list} />
      <p className="scroll-hint">Desliza la tabla hacia los lados para ver todas las columnas.</p>
      {list.query.isError ? (
        <p role="alert" className="alert alert-error">
          Error cargando datos
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-wrap" aria-label="Estudiantes" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Correo</th>
              <th scope="col">Tribu</th>
              <th scope="col">Estado</th>
              <th scope="col">Horas</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{fullName(user)}</th>
                <td>{user.email}</td>
                <td>{user.tribe ?? "Sin tribu"}</td>
                <td>{statusLabels[user.status] ?? user.status}</td>
                <td>{user.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.query.data && users.length === 0 ? <p className="empty-state">No hay estudiantes para mostrar.</p> : null}
      </section>
      <UsersPager list={list} />
    </SectionPage>
  );
}
