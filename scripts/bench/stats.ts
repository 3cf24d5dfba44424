export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const round = (n: number, digits = 0) => Number(n.toFixed(digits));
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
