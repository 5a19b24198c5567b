import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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
export function usePiarScreen(openStudentId?: number) {
  const { user } = useAuth();
  const [tribe, setTribe] = useState("");
  const [search, setSearch] = useState("");
  const typed = useDebounced(search.trim());
  const [chosen, setChosen] = useState<ChosenStudent | null>(null);
  const students = useQuery(
    trpc.users.list.queryOptions({ role: "student", tribe: isTribe(tribe) ? tribe : undefined, search: typed || undefined, pageSize: 200 }),
  );
  const reviews = useQuery({ ...trpc.piar.reviewsDue.queryOptions(), enabled: isAdmin(user) });
  // A link naming a student (the review reminder) opens their plan once the list holds them.
  const linked = openStudentId === undefined ? undefined : students.data?.users.find((s) => s.id === openStudentId);
  useEffect(() => {
    if (linked) setChosen((current) => current ?? { id: linked.id, name: `${linked.firstName} ${linked.lastName}`.trim() });
  }, [linked]);
  return { tribe, setTribe, search, setSearch, students, reviews, showReviews: isAdmin(user), chosen, choose: setChosen };
}
