// The editor's policy refuses eval (script-src 'self'): zod, whose schemas the content check runs
// here, probes for it with new Function as its schemas are made and used, and the browser reports
// each probe as a violation. Without the probe, zod takes the path it takes where eval is refused.
import { config } from "zod";

config({ jitless: true });
