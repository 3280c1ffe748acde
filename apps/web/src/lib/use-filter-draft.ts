import { useState } from "react";

/** The filters whose boxes hold text (a select's value included). */
type TextFilter<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * A search form's filters as typed, before the page applies them to the URL (jobs, diggs): starts from the
 * applied ones; `bind` wires a text box or select to one filter.
 */
export function useFilterDraft<F extends object>(applied: F) {
  const [draft, setDraft] = useState<F>(applied);
  function update<K extends keyof F>(name: K, value: F[K]) {
    setDraft((now) => ({ ...now, [name]: value }));
  }
  const bind = (name: TextFilter<F>) => ({
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value as F[typeof name]),
  });
  return { draft, setDraft, update, bind };
}
