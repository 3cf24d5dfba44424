import { useEffect } from "react";

/**
 * On the not-found page, which the host serves for any unknown address, logs the address asked
 * for, for whoever looks at the console: an island (src/islands.ts) that renders nothing.
 */
export function NotFoundLog() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
