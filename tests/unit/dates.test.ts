import { describe, expect, it } from "vitest";
import { dateFieldText, dateMessages, parseDateText, parseTimeText, timeMessage } from "../../common/dates.js";
import { formatFullDate } from "../../common/format.js";

describe("parseDateText: a date as a Colombian types it (issue 34)", () => {
  it("reads the day first, with slashes, dashes or dots, and ISO as pasted", () => {
    for (const text of ["26/11/2026", "26-11-2026", "26.11.2026", " 26 / 11 / 2026 ", "26/11/26", "2026-11-26"]) {
      expect(parseDateText(text), text).toEqual({ ok: true, value: "2026-11-26" });
    }
    expect(parseDateText("8/12/2026")).toEqual({ ok: true, value: "2026-12-08" });
    expect(parseDateText("")).toEqual({ ok: true, value: null });
  });

  it("never reads the month first: 11/26/2026 has no month 26", () => {
    expect(parseDateText("11/26/2026")).toEqual({ ok: false, message: dateMessages.noMonth });
  });

  it("says in Spanish why a text is no date", () => {
    expect(parseDateText("mañana")).toEqual({ ok: false, message: dateMessages.format });
    expect(parseDateText("26/11")).toEqual({ ok: false, message: dateMessages.format });
    expect(parseDateText("31/02/2026")).toEqual({ ok: false, message: "El 31 de febrero de 2026 no existe" });
    expect(parseDateText("29/02/2028")).toEqual({ ok: true, value: "2028-02-29" });
    expect(parseDateText("1/1/0026")).toEqual({ ok: false, message: dateMessages.year });
  });

  it("keeps a day within the field's first and last day", () => {
    expect(parseDateText("25/11/2026", { min: "2026-11-26" })).toEqual({ ok: false, message: "La fecha no puede ser anterior al 26/11/2026" });
    expect(parseDateText("1/1/2027", { max: "2026-12-31" })).toEqual({ ok: false, message: "La fecha no puede ser posterior al 31/12/2026" });
  });

  it("shows an ISO day back as the field writes it, with the day in words", () => {
    expect(dateFieldText("2026-11-26")).toBe("26/11/2026");
    expect(dateFieldText("")).toBe("");
    expect(formatFullDate("2026-11-26")).toBe("jueves, 26 de noviembre de 2026");
  });
});

describe("parseTimeText: a time of day as typed (issue 34)", () => {
  it("reads 24-hour and a. m./p. m. times", () => {
    for (const [text, value] of [
      ["15:30", "15:30"],
      ["3:30 p. m.", "15:30"],
      ["3:30pm", "15:30"],
      ["3 pm", "15:00"],
      ["12:05 a. m.", "00:05"],
      ["12 p. m.", "12:00"],
      ["7.45", "07:45"],
    ] as const) {
      expect(parseTimeText(text), text).toEqual({ ok: true, value });
    }
    expect(parseTimeText(" ")).toEqual({ ok: true, value: null });
  });

  it("says how to write a time it cannot read", () => {
    for (const text of ["25:00", "3:75", "13 pm", "tarde"]) expect(parseTimeText(text), text).toEqual({ ok: false, message: timeMessage });
  });
});
