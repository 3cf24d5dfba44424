import type { AnchorHTMLAttributes } from "react";

/** Every link that leaves the site opens a new tab and hands the new page no opener or referrer. */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
