// A literal path as a glob picomatch reads as itself: its glob characters escaped. Its
// own file so callers that must not load picomatch yet (the seal's start) can use it.

export const escapeGlob = (path: string): string => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
