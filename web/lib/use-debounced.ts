import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `ms` (a search box asks the server after typing pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}
