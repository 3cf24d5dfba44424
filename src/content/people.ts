import { keyCrew as crew, principalCast as cast, supportingCast as supporting } from "#lang/people.json";
import type { CastMember, CrewMember, SupportingCastMember } from "./build-time/schema/types.ts";

// The cast and crew, edited in content/people.yaml, each lead's bio with them. Every name is fictional.
export const principalCast = cast as CastMember[];
export const supportingCast: SupportingCastMember[] = supporting;
export const keyCrew = crew as CrewMember[];
