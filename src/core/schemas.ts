// Every shipped JSON Schema, bundled. Add a format's schema here once.
import config from "../../schemas/config.schema.json" with { type: "json" };
import manifest from "../../schemas/manifest.schema.json" with { type: "json" };

export const schemas: Record<string, object> = { config, manifest };
