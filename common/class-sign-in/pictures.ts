/**
 * The pictures of class sign-in (issue 21), drawn by OpenMoji (https://openmoji.org, CC BY-SA 4.0).
 * `code` is the OpenMoji file name; `name` is what the child hears and reads. Zod-free: the sign-in
 * screens import it.
 */
export type Picture = { key: string; name: string; code: string };

/**
 * The nine pictures of a picture password: a child taps 2 of them, in order. Each must be told apart
 * at a glance (tests/e2e/picture-distinctness.spec.ts): the dog is an orange face and the cat a black
 * cat (issue 37; the walking orange dog and cat were taken for each other). Keys never change: the
 * children's passwords are made of them.
 */
export const passwordPictures = [
  { key: "perro", name: "Perro", code: "1F436" },
  { key: "gato", name: "Gato", code: "1F408-200D-2B1B" },
  { key: "sol", name: "Sol", code: "2600" },
  { key: "arbol", name: "Árbol", code: "1F333" },
  { key: "casa", name: "Casa", code: "1F3E0" },
  { key: "estrella", name: "Estrella", code: "2B50" },
  { key: "pelota", name: "Pelota", code: "26BD" },
  { key: "flor", name: "Flor", code: "1F33C" },
  { key: "pez", name: "Pez", code: "1F41F" },
] as const satisfies readonly Picture[];

/** The pictures a teacher can give a child's card when the child has no photo. */
export const cardPictures = [
  { key: "leon", name: "León", code: "1F981" },
  { key: "tortuga", name: "Tortuga", code: "1F422" },
  { key: "conejo", name: "Conejo", code: "1F430" },
  { key: "elefante", name: "Elefante", code: "1F418" },
  { key: "jirafa", name: "Jirafa", code: "1F992" },
  { key: "pinguino", name: "Pingüino", code: "1F427" },
  { key: "mariposa", name: "Mariposa", code: "1F98B" },
  { key: "buho", name: "Búho", code: "1F989" },
  { key: "rana", name: "Rana", code: "1F438" },
  { key: "oso", name: "Oso", code: "1F43B" },
  { key: "zorro", name: "Zorro", code: "1F98A" },
  { key: "ballena", name: "Ballena", code: "1F433" },
  { key: "caballo", name: "Caballo", code: "1F434" },
  { key: "pollito", name: "Pollito", code: "1F424" },
  { key: "mono", name: "Mono", code: "1F435" },
  { key: "panda", name: "Panda", code: "1F43C" },
] as const satisfies readonly Picture[];

export type PasswordPictureKey = (typeof passwordPictures)[number]["key"];
export type CardPictureKey = (typeof cardPictures)[number]["key"];
export const passwordPictureKeys = passwordPictures.map((p) => p.key) as [PasswordPictureKey, ...PasswordPictureKey[]];
export const cardPictureKeys = cardPictures.map((p) => p.key) as [CardPictureKey, ...CardPictureKey[]];

const byKey = new Map<string, Picture>([...passwordPictures, ...cardPictures].map((p) => [p.key, p]));
/** A picture by its key, or undefined for an unknown key. */
export const pictureOf = (key: string | null | undefined): Picture | undefined => (key ? byKey.get(key) : undefined);

/**
 * How many pictures make a password, and the locks. 5 wrong from one address pause the card for that
 * address 15 minutes (issue 21; per card and address since issue 33, so one tablet cannot lock a
 * classmate out on another). Wrong guesses from 3 addresses within an hour pause the card for every
 * address for an hour, until the teacher unlocks it. docs/security.md gives the guessing times.
 */
export const picturesPerPassword = 2;
export const maxPictureAttempts = 5;
export const pictureLockMinutes = 15;
export const guessingAddressesForCardLock = 3;
export const cardLockMinutes = 60;
/** A class session lasts the school day. */
export const classSessionHours = 8;

/** A class code: 6 letters and digits that cannot be confused (no 0/O, 1/I/L), typed in any case. */
export const classCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const classCodeLength = 6;
export const normaliseClassCode = (typed: string): string => typed.replace(/[\s-]/g, "").toUpperCase();
