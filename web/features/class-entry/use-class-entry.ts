import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type PasswordPictureKey, picturesPerPassword } from "../../../common/class-sign-in/pictures";
import type { StudentCard } from "../../../common/class-sign-in/class-sign-in.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { useSessionStart } from "../auth";

/** The class tablet: the cards a code opens, the chosen card, the pictures tapped so far, signing in. */
export function useClassEntry(code: string) {
  const cards = useQuery({ ...trpc.classSignIn.cards.queryOptions({ code }), retry: false });
  const [chosen, setChosen] = useState<StudentCard | null>(null);
  const [tapped, setTapped] = useState<PasswordPictureKey[]>([]);
  const startSession = useSessionStart();
  const signIn = useMutation(
    trpc.classSignIn.signIn.mutationOptions({
      onSuccess: (session) => startSession(session, undefined, code),
      onError: () => setTapped([]),
    }),
  );

  function tap(pictureKey: PasswordPictureKey) {
    if (signIn.isPending || tapped.includes(pictureKey) || !chosen) return;
    const next = [...tapped, pictureKey];
    setTapped(next);
    if (next.length === picturesPerPassword) signIn.mutate({ code, studentId: chosen.id, pictures: next });
  }

  function choose(card: StudentCard | null) {
    setChosen(card);
    setTapped([]);
    signIn.reset();
  }

  return {
    cards,
    cardsProblem: cards.isError ? apiErrorInfo(cards.error).message : null,
    chosen,
    choose,
    tapped,
    tap,
    undo: () => setTapped((current) => current.slice(0, -1)),
    signingIn: signIn.isPending,
    signInProblem: signIn.isError ? apiErrorInfo(signIn.error).message : null,
  };
}
