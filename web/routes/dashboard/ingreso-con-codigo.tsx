import { createFileRoute } from "@tanstack/react-router";
import { type ClassSignInSearch, chosenTribe, classSignInSearch, settingsQuery } from "../../features/class-sign-in/class-sign-in-queries";
import { ClassSignInPage } from "../../features/class-sign-in/class-sign-in-page";
import { access } from "../../lib/navigation";
import { pageLoader } from "../../lib/route-loader";

export const Route = createFileRoute("/dashboard/ingreso-con-codigo")({
  staticData: { roles: access.classSignIn, title: "Ingreso con código" },
  validateSearch: classSignInSearch,
  loaderDeps: ({ search }) => search,
  // A refused tribe is an answer, said in place beside the tribe list: fetched, not required.
  loader: pageLoader((queryClient, search: ClassSignInSearch) => queryClient.prefetchQuery(settingsQuery(chosenTribe(search)))),
  component: ClassSignInPage,
});
