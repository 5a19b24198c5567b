import { describe, expect, it } from "vitest";
import { detectKind } from "../../server/lib/files.js";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("detectKind (magic bytes)", () => {
  it.each([
    ["pdf", text("%PDF-1.7\n...")],
    ["png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ["gif", text("GIF89a....")],
    ["gif", text("GIF87a....")],
    ["webp", new Uint8Array([...text("RIFF"), 1, 2, 3, 4, ...text("WEBPVP8 ")])],
    ["zip", bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
    ["doc", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ["rar", new Uint8Array([...text("Rar!"), 0x1a, 0x07, 0x01, 0x00])],
    ["txt", text("Hola, soy un trabajo con tildes: áéíóú ñ.\n")],
  ])("%s", (kind, head) => {
    expect(detectKind(head)).toBe(kind);
  });

  it.each([
    ["webm", bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81)],
    ["ogg", new Uint8Array([...text("OggS"), 0, 2, 0, 0])],
    ["m4a", new Uint8Array([0, 0, 0, 0x20, ...text("ftypM4A "), 0, 0, 0, 0])],
    ["m4a", new Uint8Array([0, 0, 0, 0x1c, ...text("ftypiso5"), 0, 0, 2, 0])],
    ["wav", new Uint8Array([...text("RIFF"), 0x24, 0, 0, 0, ...text("WAVEfmt ")])],
    ["mp3", new Uint8Array([...text("ID3"), 4, 0, 0, 0, 0, 0, 0])],
    ["mp3", bytes(0xff, 0xfb, 0x90, 0x64, 0, 0)],
  ])("a voice recording: %s", (kind, head) => {
    expect(detectKind(head)).toBe(kind);
  });

  it("a HEIC photo is not a recording, and text that starts like one stays text", () => {
    expect(detectKind(new Uint8Array([0, 0, 0, 0x18, ...text("ftypheic"), 0, 0, 0, 0]))).toBeNull();
    expect(detectKind(text("OggS es como empieza esta nota."))).toBe("txt");
    expect(detectKind(text("ID3 es una etiqueta de música."))).toBe("txt");
    expect(detectKind(text("1234ftyp no es un video."))).toBe("txt");
  });

  it("a zip named .docx is a docx", () => {
    expect(detectKind(bytes(0x50, 0x4b, 0x03, 0x04), "tarea.docx")).toBe("docx");
  });

  it("a Windows executable, an ELF binary and empty input are nothing we accept", () => {
    expect(detectKind(new Uint8Array([...text("MZ"), 0x90, 0, 3, 0, 0, 0]), "tarea.pdf")).toBeNull();
    expect(detectKind(new Uint8Array([0x7f, ...text("ELF"), 2, 1, 1, 0]))).toBeNull();
    expect(detectKind(new Uint8Array())).toBeNull();
  });

  it("text with invalid UTF-8 is not text", () => {
    expect(detectKind(bytes(0x41, 0xc3, 0x28, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41))).toBeNull();
  });
});
