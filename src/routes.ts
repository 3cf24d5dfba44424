import type { RouteConfig } from "@react-router/dev/routes";
import { pages } from "./config/pages.ts";
import { routeConfigOf } from "./config/route-config.ts";

// The pages of the registry (src/config/pages.ts), in its order.
export default routeConfigOf(pages) satisfies RouteConfig;
