/**
 * A short recording made in code: a WAV (8 kHz mono) of soft notes, half a second each. The demo
 * carries no real person's voice, and no file that a bundled server would have to find next to it.
 */
export function softNotes(notes: readonly number[]): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * 2 * notes.length * 0.5);
  notes.forEach((hz, n) => {
    for (let i = 0; i < rate * 0.5; i++) {
      const t = i / rate;
      const fade = Math.min(1, i / 400, (rate * 0.5 - i) / 400);
      samples.writeInt16LE(Math.round(Math.sin(2 * Math.PI * hz * t) * 6000 * fade), (n * rate * 0.5 + i) * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

