/**
 * What a failed attempt to send kept work means (issue 39), for hand-ins and registers alike: no
 * answer at all (status undefined: no connection, the Wi-Fi dropped, a timeout), or an answer that
 * trying again may change (the session ended, the server busy or down), waits; any other refusal is
 * the school's, and an adult must decide what to do with the work.
 */
export function afterFailure(status: number | undefined): "waits" | "refused" {
  if (status === undefined) return "waits";
  return status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status) ? "refused" : "waits";
}
