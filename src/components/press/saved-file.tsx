// What a download control saves, said to a screen reader after its visible words: a reader
// moving from link to link hears "Download (High-Resolution Stills, ZIP, 39.3 MB)", not
// "Download" once for every card. The visible words stay as short as they are, and come first,
// so the name a voice user says is the name the control has. In brackets after a space: the
// hidden words are a box of their own, which browsers set apart from the visible ones with a space.

type SavedFile = {
  /** What it is, where the visible words do not say it ("High-Resolution Stills"). */
  title?: string;
  /** Its format ("PDF", "ZIP", "MP4"); left out where the visible words say it ("Download PDF"). */
  type: string;
  /** Its size as the page writes it ("39.3 MB"). */
  size?: string;
};

/** " (High-Resolution Stills, ZIP, 39.3 MB)" after `label`. */
export function savedFileWords(label: string, { title, type, size }: SavedFile): string {
  return ` (${[title, label.includes(type) ? undefined : type, size].filter(Boolean).join(", ")})`;
}

/** The words above, for screen readers only. */
export function SavedFile({ label, ...file }: SavedFile & { label: string }) {
  return <span className="sr-only">{savedFileWords(label, file)}</span>;
}
