/** Hands a finished file to the browser's download manager. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Give the download manager time to read the blob before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
