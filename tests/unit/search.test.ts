import { describe, expect, it } from "vitest";
import { foldForSearch, matchesSearch, searchFoldedLetters } from "../../common/search.js";

/** Issue 22: every search of Tribu ignores capitals and accents, on the client and in SQL alike. */
describe("search folding", () => {
  it("'maria nunez' finds 'María Núñez', whatever the capitals or accents typed", () => {
    expect(matchesSearch("maria nunez", "María Núñez")).toBe(true);
    expect(matchesSearch("MARÍA  NÚÑEZ ", "maría núñez")).toBe(true);
    expect(matchesSearch("pingüino", "PINGUINO")).toBe(true);
    expect(matchesSearch("matematicas", "Ciencias", "Matemáticas básicas")).toBe(true);
    expect(matchesSearch("historia", "Matemáticas", null, undefined)).toBe(false);
    expect(matchesSearch("  ", "Lo que sea")).toBe(true);
  });

  it("folds text stored decomposed (e + combining accent) the same as composed text", () => {
    expect(foldForSearch("Jose\u0301")).toBe("jose");
    expect(matchesSearch("josé", "Jose\u0301 Pérez")).toBe(true);
  });

  it("the databases' letter table folds every letter to what foldForSearch gives", () => {
    for (const [accented, plain] of searchFoldedLetters) expect(foldForSearch(`x${accented}`)).toBe(`x${plain}`);
  });
});
