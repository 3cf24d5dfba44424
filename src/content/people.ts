import { sections as bios } from "../generated/content/bios.json";
import { keyCrew as crew, principalCast as cast, supportingCast as supporting } from "../generated/content/people.json";
import type { CastMember, CrewMember, SupportingCastMember } from "./schema";

// The cast and crew, edited in content/people.yaml; each lead's bio is in content/bios.md under
// their name (the build makes sure every lead has one). Every name is fictional.
export const principalCast = cast.map((m) => ({ ...m, bio: bios.find((b) => b.title === m.name)!.text })) as CastMember[];
export const supportingCast: SupportingCastMember[] = supporting;
export const keyCrew = crew as CrewMember[];
