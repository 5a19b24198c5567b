import { describe, expect, it } from "vitest";
import { normalizeNit } from "../../common/company/nit.js";
import { formatPhone, toE164 } from "../../common/phone.js";

describe("phone numbers in one format (issue 22)", () => {
  it("stores Colombian mobiles and landlines as E.164, however they were typed", () => {
    for (const typed of ["3001234567", "300 123 4567", "300-123-4567", "(300) 123 4567", "+57 300 123 4567", "57 3001234567", "0057 300 123 4567"]) {
      expect(toE164(typed)).toBe("+573001234567");
    }
    expect(toE164("601 234 5678")).toBe("+576012345678");
    expect(toE164("+1 415 555 2671")).toBe("+14155552671");
  });

  it("refuses what cannot be a number", () => {
    for (const bad of ["", "123", "300 123 456", "2001234567", "tel 3001234567", "+57 200 123 4567", "+0 123456789", "3001234567 ext 2"]) {
      expect(toE164(bad)).toBeNull();
    }
  });

  it("shows them as +57 300 123 4567, and unreadable old values as they are", () => {
    expect(formatPhone("+573001234567")).toBe("+57 300 123 4567");
    expect(formatPhone("300-123-4567")).toBe("+57 300 123 4567");
    expect(formatPhone("+576012345678")).toBe("+57 601 234 5678");
    expect(formatPhone("+14155552671")).toBe("+14155552671");
    expect(formatPhone("llamar a recepción")).toBe("llamar a recepción");
  });
});

describe("NIT with its verification digit (issue 22)", () => {
  it("accepts a NIT whose digit matches and writes it with dots", () => {
    expect(normalizeNit("800197268-4")).toBe("800.197.268-4");
    expect(normalizeNit("800.197.268-4")).toBe("800.197.268-4");
    expect(normalizeNit("8001972684")).toBe("800.197.268-4");
  });

  it("refuses a wrong digit or letters", () => {
    expect(normalizeNit("800.197.268-5")).toBeNull();
    expect(normalizeNit("80A197268-4")).toBeNull();
    expect(normalizeNit("12-3")).toBeNull();
  });
});
