import { useEffect, useRef, useState } from "react";
import { useDebounced } from "./use-debounced";

/**
 * A search box whose words live in the URL: the box answers every key at once, the URL (and so the
 * list) follows 300 ms after typing stops, and the box follows the URL when it changes from
 * elsewhere ('Limpiar', the back button). `value` is the URL's text, `commit` writes a new one.
 */
export function useSearchBox(value: string, commit: (text: string) => void, ms = 300) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const typed = useDebounced(text.trim(), ms);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    commitRef.current(typed);
  }, [typed]);
  return [text, setText] as const;
}
