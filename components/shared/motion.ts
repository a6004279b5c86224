/**
 * Motion preferences the components share: whether the person asked for less motion, and the
 * length of an animation themed with a CSS custom property.
 */

/** `prefers-reduced-motion: reduce`, read at each use (so a changed setting, or a test's stub, applies at once). */
export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A CSS time (`500ms`, `.5s`) set on or inherited by `el` as `prop`, in ms; `fallback` when unset or unreadable. */
export function cssDuration(el: Element, prop: string, fallback: number): number {
  const v = getComputedStyle(el).getPropertyValue(prop).trim();
  const m = /^(\d*\.?\d+)(ms|s)?$/.exec(v);
  if (!m) return fallback;
  return Number(m[1]) * (m[2] === 's' ? 1000 : 1);
}
