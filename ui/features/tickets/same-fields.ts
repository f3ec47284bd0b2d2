/**
 * The comparison for a `useSelector` that picks several fields of a machine's snapshot: the view
 * renders again only when one of them changed (each compared by identity).
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
