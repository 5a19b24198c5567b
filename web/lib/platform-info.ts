import { trpc } from "./trpc";

/** School details, demo mode and whether the first admin still has to be created. */
export const platformInfoQuery = () => ({ ...trpc.setup.info.queryOptions(), staleTime: 60_000 });
