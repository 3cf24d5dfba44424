import bios from "#lang/bios.json";

// Each lead's bio, edited in content/people.yaml with them: printed in the press package, which
// the build makes, so no page's script carries them.
export const bioOf = (name: string): string => (bios as Record<string, string>)[name]!;
