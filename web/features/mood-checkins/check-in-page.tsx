import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { checkInQuestion, type Feeling } from "../../../common/mood-checkins/mood-checkins.feelings";
import type { MoodToday } from "../../../common/mood-checkins/mood-checkins.schema";
import { ListenButton } from "../../components/ui/listen-button";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { MoodPicture } from "./mood-picture";
import "./mood-checkins.css";

/**
 * "¿Cómo llegas hoy?" (issue 37): five big faces, each with its word and "Escuchar"; one tap
 * answers and goes on to her home; "Ahora no" skips for today. Right after signing in
 * (`afterSignIn`), a child who already answered or skipped, or a school that switched it off, goes
 * straight home; opened later, the page lets her change today's answer.
 */
export function CheckInPage({ afterSignIn }: { afterSignIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useQuery(trpc.moodCheckIns.today.queryOptions());
  const goHome = () => navigate({ to: "/dashboard", replace: true });
  const settle = (feeling: Feeling | null) =>
    queryClient.setQueryData(trpc.moodCheckIns.today.queryKey(), (old: MoodToday | undefined) => (old ? { ...old, done: true, feeling: feeling ?? old.feeling } : old));
  const answer = useMutation(
    trpc.moodCheckIns.answer.mutationOptions({
      onSuccess: (result) => {
        settle(result.feeling);
        toast.success(result.message);
        void goHome();
      },
    }),
  );
  const skip = useMutation(
    trpc.moodCheckIns.skip.mutationOptions({
      onSuccess: () => {
        settle(null);
        void goHome();
      },
    }),
  );
  const data = today.data;
  const leaveAtOnce = afterSignIn && (today.isError || (data !== undefined && (!data.enabled || data.done)));
  useEffect(() => {
    if (leaveAtOnce) void navigate({ to: "/dashboard", replace: true });
  }, [leaveAtOnce, navigate]);

  if (!data || leaveAtOnce) return <p className="muted">Cargando...</p>;
  if (!data.enabled) {
    return (
      <section className="section-page mood-check-in" aria-labelledby="page-title">
        <h1 id="page-title">{checkInQuestion}</h1>
        <p className="alert alert-info">Tu escuela no está usando esta pregunta ahora.</p>
      </section>
    );
  }
  const busy = answer.isPending || skip.isPending;
  const problem = answer.error ?? skip.error;
  return (
    <section className="section-page mood-check-in" aria-labelledby="page-title">
      <div className="mood-question">
        <h1 id="page-title">{checkInQuestion}</h1>
        <ListenButton parts={[{ text: `${checkInQuestion} Toca la carita de cómo te sientes.` }]} label={checkInQuestion} />
      </div>
      {problem ? (
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(problem).message}
        </p>
      ) : null}
      <ul className="mood-choices">
        {data.choices.map((choice) => (
          <li key={choice.feeling} className="mood-choice">
            <button
              type="button"
              className={`mood-face${data.feeling === choice.feeling ? " is-chosen" : ""}`}
              aria-pressed={data.feeling === choice.feeling}
              disabled={busy}
              onClick={() => answer.mutate({ feeling: choice.feeling })}
            >
              <MoodPicture code={choice.picture} size={88} />
              <span className="mood-word">{choice.word}</span>
            </button>
            <ListenButton parts={[{ text: choice.sentence }]} label={choice.word} compact />
          </li>
        ))}
      </ul>
      <p className="mood-skip">
        <button type="button" className="btn btn-ghost btn-large" disabled={busy} onClick={() => skip.mutate()}>
          Ahora no
        </button>
      </p>
    </section>
  );
}
