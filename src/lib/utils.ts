import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects), dropping falsy ones.
 * It does not resolve Tailwind conflicts: a primitive's look comes from its variants and sizes,
 * and a caller's className adds layout (margins, flex, width), never a second padding or colour.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
