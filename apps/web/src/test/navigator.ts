/**
 * The browser's navigator with `props` in place of its own, for vi.stubGlobal('navigator', …).
 * A proxy, not an object made from the navigator: jsdom's getters (userAgent, which zod reads
 * once) refuse any `this` but the real navigator, and user-event gives the shared window a
 * navigator.clipboard getter that an assigned `clipboard` could not replace. A prop set to
 * undefined is absent (`'share' in navigator` is false).
 */
export function navigatorWith(props: Record<string, unknown>): Navigator {
  return new Proxy(navigator, {
    get: (real, name) => {
      if (Object.hasOwn(props, name)) return props[name as string];
      const value: unknown = Reflect.get(real, name, real);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
    },
    has: (real, name) => (Object.hasOwn(props, name) ? props[name as string] !== undefined : Reflect.has(real, name)),
  });
}
