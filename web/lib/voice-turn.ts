/**
 * One voice at a time in the whole app: the device voice (speech-engine.ts) and a teacher's
 * recording (recorded-voice.ts) each stop the other. No dependencies, so both can import it.
 */
let playing: HTMLAudioElement | null = null;

/** Stops the teacher's recording that is playing, if any (another "Escuchar" was pressed). */
export function stopRecordedVoice(): void {
  const was = playing;
  playing = null;
  if (was && !was.paused) {
    was.pause();
    was.currentTime = 0;
  }
}

export function takeTurn(audio: HTMLAudioElement): void {
  if (playing !== audio) stopRecordedVoice();
  playing = audio;
}

export function isPlaying(audio: HTMLAudioElement): boolean {
  return playing === audio;
}
