/**
 * Builds common/auth/common-passwords.txt, the list of passwords that no account may choose
 * (common/auth/password-policy.ts). Run again after upgrading @zxcvbn-ts/language-common:
 *   npx tsx scripts/build-common-passwords.ts
 *
 * The list is the 10,000 most common passwords of @zxcvbn-ts/language-common's "passwords"
 * dictionary (MIT, ordered by frequency; see common/auth/common-passwords.md for the credit),
 * followed by the Spanish ones of scripts/common-passwords/spanish.txt, each also with the usual
 * endings (1, 123, 1234, the recent years) and without accents. One password per line, lowercased
 * (the check compares in lower case), in Unicode NFC, each once.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
export const topCount = 10_000;
const endings = ["", "1", "12", "123", "1234", "12345", "2024", "2025", "2026"];

const normal = (word: string) => word.normalize("NFC").toLowerCase();
const withoutAccents = (word: string) => word.normalize("NFD").replace(/\p{Diacritic}/gu, "").normalize("NFC");

function build(): string[] {
  const packageDir = dirname(require.resolve("@zxcvbn-ts/language-common/package.json"));
  const ranked = JSON.parse(readFileSync(join(packageDir, "src", "passwords.json"), "utf8")) as string[];
  const spanish = readFileSync(join(root, "scripts", "common-passwords", "spanish.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const list = new Set<string>();
  for (const word of ranked.slice(0, topCount)) list.add(normal(word));
  for (const base of spanish) {
    for (const ending of endings) {
      list.add(normal(base + ending));
      list.add(withoutAccents(normal(base + ending)));
    }
  }
  // A password is one line: a listed word with a line break in it could never match anyway.
  return [...list].filter((word) => word !== "" && !/[\r\n]/.test(word));
}

const words = build();
writeFileSync(join(root, "common", "auth", "common-passwords.txt"), `${words.join("\n")}\n`);
console.log(`common/auth/common-passwords.txt: ${words.length} passwords`);
