import { describe, expect, it } from "vitest";
import { acceptAttribute, namedAsKind, pdfOrImageKinds, receiptKinds, workKinds } from "../../common/uploads.js";

describe("namedAsKind (the browser's first look at a chosen file)", () => {
  it.each([
    ["recibo.pdf", ""],
    ["recibo.JPG", ""],
    ["recibo.jpeg", "image/jpeg"],
    ["recibo.png", "image/png"],
    ["escaneo", "application/pdf"],
  ])("takes %s (%s) as a receipt", (name, type) => {
    expect(namedAsKind({ name, type }, receiptKinds)).toBe(true);
  });

  it.each([
    ["recibo.gif", "image/gif"],
    ["recibo.pdf.exe", "application/x-msdownload"],
    ["nota.txt", "text/plain"],
    ["sin-extension", ""],
  ])("refuses %s (%s) as a receipt", (name, type) => {
    expect(namedAsKind({ name, type }, receiptKinds)).toBe(false);
  });

  it("takes pictures and PDFs for a module, documents and archives for student work", () => {
    expect(namedAsKind({ name: "foto.webp", type: "image/webp" }, pdfOrImageKinds)).toBe(true);
    expect(namedAsKind({ name: "trabajo.docx", type: "" }, pdfOrImageKinds)).toBe(false);
    for (const name of ["trabajo.docx", "trabajo.doc", "notas.txt", "proyecto.zip", "proyecto.rar", "dibujo.gif"]) {
      expect(namedAsKind({ name, type: "" }, workKinds)).toBe(true);
    }
    expect(namedAsKind({ name: "programa.exe", type: "" }, workKinds)).toBe(false);
  });

  it("takes a voice recording as student work, by its name or by the type a recorder reports with its codec", () => {
    for (const name of ["mi-voz.webm", "mi-voz.ogg", "mi-voz.m4a", "mi-voz.wav", "mi-voz.mp3"]) {
      expect(namedAsKind({ name, type: "" }, workKinds)).toBe(true);
    }
    expect(namedAsKind({ name: "grabacion", type: "audio/webm;codecs=opus" }, workKinds)).toBe(true);
    expect(namedAsKind({ name: "grabacion", type: "audio/webm;codecs=opus" }, receiptKinds)).toBe(false);
  });
});

describe("acceptAttribute", () => {
  it("lists the extensions, then the types, of the kinds", () => {
    expect(acceptAttribute(receiptKinds)).toBe(".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png");
  });
});
