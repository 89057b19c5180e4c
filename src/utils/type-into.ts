/**
 * Sets an input's value the way typing does, so that React's onChange (and autocomplete.js) see it: through
 * the element's prototype, which React does not watch (it watches the element's own `value` to know what
 * it last wrote), then the input event typing sends. React fires onChange only if the value differs from
 * the one it knows.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
