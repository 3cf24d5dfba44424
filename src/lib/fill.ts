// Fills in a text of content/words/: "{count} Festivals" with { count: 14 } is "14 Festivals".
// Plain string work, so no page loads a message-formatting library for it.

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
