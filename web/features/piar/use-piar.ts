import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isAdmin } from "../../../common/school.policy";
import { type Tribe, tribes } from "../../../common/school";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { useDebounced } from "../../lib/use-debounced";

export type ChosenStudent = { id: number; name: string };
export const tribeOptions = tribes.map((tribe) => ({ value: tribe, label: tribe }));
const isTribe = (value: string): value is Tribe => (tribes as readonly string[]).includes(value);

/**
 * The 'PIAR' screen (issue 26): the students the user may open (a teacher, those of their classes, as
 * in 'Mis Estudiantes'; an admin, all), narrowed by tribe and by name; for an admin, the plans due for
 * their yearly review; and the student whose plan is open.
 */
export function usePiarScreen() {
  const { user } = useAuth();
  const [tribe, setTribe] = useState("");
  const [search, setSearch] = useState("");
  const typed = useDebounced(search.trim());
  const [chosen, setChosen] = useState<ChosenStudent | null>(null);
  const students = useQuery(
    trpc.users.list.queryOptions({ role: "student", tribe: isTribe(tribe) ? tribe : undefined, search: typed || undefined, pageSize: 200 }),
  );
  const reviews = useQuery({ ...trpc.piar.reviewsDue.queryOptions(), enabled: isAdmin(user) });
  return { tribe, setTribe, search, setSearch, students, reviews, showReviews: isAdmin(user), chosen, choose: setChosen };
}
