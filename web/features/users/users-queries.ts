import { useQuery } from "@tanstack/react-query";
import type { Role, Tribe } from "../../../common/school";
import { roles, tribes, userStatuses } from "../../../common/school";
import { defaultUserSort, type UserSortKey } from "../../../common/users/user-sort";
import { oneOf, type SearchOf, searchParams, searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

export const usersPageSize = 25;

export const sortLabels: Record<UserSortKey, string> = {
  name: "Nombre",
  email: "Correo",
  role: "Rol",
  tribe: "Tribu",
  status: "Estado",
  createdAt: "Fecha de registro",
};

/** The people lists' filters in the URL (/dashboard/users?search=...&tribe=none&sort=name&direction=asc). */
const usersSearchShape = {
  search: searchText,
  tribe: oneOf([...tribes, "none"]),
  role: oneOf(roles),
  status: oneOf(userStatuses),
  sort: oneOf(Object.keys(sortLabels) as UserSortKey[]),
  direction: oneOf(["asc", "desc"]),
};
export const usersSearch = searchParams(usersSearchShape);
export type UsersSearch = SearchOf<typeof usersSearchShape>;

/** One page of people for the URL's filters (by surname unless another order is chosen); `fixedRole` wins over the role filter. */
export function userListQuery(filters: UsersSearch, page: number, fixedRole?: Role) {
  return trpc.users.list.queryOptions({
    search: filters.search,
    tribe: filters.tribe,
    role: fixedRole ?? filters.role,
    status: filters.status,
    sort: filters.sort ?? defaultUserSort.sort,
    direction: filters.direction ?? defaultUserSort.direction,
    page,
    pageSize: usersPageSize,
  });
}

/** The tribes that have people (users.tribes), for the filters and the 'Editar' dialog; never a tribe nobody is in. */
export function useSchoolTribes(): Tribe[] {
  const query = useQuery(trpc.users.tribes.queryOptions());
  return (query.data?.tribes ?? []).filter((tribe): tribe is Tribe => (tribes as readonly string[]).includes(tribe));
}
