/** The Spanish word lists of @zxcvbn-ts/language-es-es, imported one by one (its index has no per-file types). */
declare module "@zxcvbn-ts/language-es-es/dist/*.json.mjs" {
  const words: string[];
  export default words;
}
