import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { VoiceSubject } from "../../common/teacher-voices/teacher-voices.schema";
import { fetchProtectedBlob } from "./protected-files";
import { stopDeviceReading } from "./speech-engine";
import { trpc } from "./trpc";
import { isPlaying, stopRecordedVoice, takeTurn } from "./voice-turn";

export type RecordedVoiceState = "idle" | "playing" | "paused";

/**
 * The teacher's own recording of `subject` (issue 37), when she made one: "Escuchar" plays it
 * instead of the device voice. The bytes are fetched with the session once it is known (a few
 * hundred KB), so playing starts inside the tap. `audioRef` goes on the <audio> the button renders.
 */
export function useRecordedVoice(subject: VoiceSubject | undefined, slow = false) {
  const found = useQuery({
    ...trpc.teacherVoices.find.queryOptions(subject ?? { subjectType: "module", subjectId: 1 }),
    enabled: subject !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  const url = subject ? (found.data?.url ?? null) : null;
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<RecordedVoiceState>("idle");
  const audioRef = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProtectedBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the <audio> is rendered once `src` is known; listen to it then.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => setState("idle");
    const paused = () => setState((now) => (now === "playing" && audio.currentTime > 0 && !audio.ended ? "paused" : "idle"));
    audio.addEventListener("ended", ended);
    audio.addEventListener("pause", paused);
    return () => {
      audio.removeEventListener("ended", ended);
      audio.removeEventListener("pause", paused);
      if (isPlaying(audio)) stopRecordedVoice();
    };
  }, [src]);

  /** Plays (or continues) her voice; false when it could not, so the caller reads with the device voice. */
  const play = useCallback(async (): Promise<boolean> => {
    const audio = audioRef.current;
    if (!audio || !src) return false;
    takeTurn(audio);
    stopDeviceReading();
    audio.playbackRate = slow ? 0.8 : 1;
    try {
      setState("playing");
      await audio.play();
      return true;
    } catch {
      setState("idle");
      return false;
    }
  }, [src, slow]);

  const pause = useCallback(() => audioRef.current?.pause(), []);
  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
    setState("idle");
  }, []);

  return { available: src !== null, src, state, audioRef, play, pause, stop };
}
