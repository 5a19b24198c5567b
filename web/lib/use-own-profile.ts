import { useQuery } from "@tanstack/react-query";
import { cachedProfile } from "./accessibility";
import { trpc } from "./trpc";

/**
 * The signed-in user's accessibility profile. Until the server answers, this browser's last copy
 * stands in, so a child's screen does not switch between the full and the simple view on load.
 */
export function useOwnProfile() {
  return useQuery({ ...trpc.accessibility.mine.queryOptions(), placeholderData: cachedProfile });
}
