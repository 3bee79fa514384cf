// Every shipped JSON Schema, bundled. Add a format's schema here once.
import config from "../../../schemas/config.schema.json" with { type: "json" };
import manifest from "../../../schemas/manifest.schema.json" with { type: "json" };
import journal from "../../../schemas/journal.schema.json" with { type: "json" };
import ledger from "../../../schemas/ledger.schema.json" with { type: "json" };
import seeds from "../../../schemas/seeds.schema.json" with { type: "json" };
import quarantine from "../../../schemas/quarantine.schema.json" with { type: "json" };
import laneResults from "../../../schemas/lane-results.schema.json" with { type: "json" };
import telemetryResults from "../../../schemas/telemetry-results.schema.json" with { type: "json" };
import quarantineResults from "../../../schemas/quarantine-results.schema.json" with { type: "json" };
import earnedResults from "../../../schemas/earned-results.schema.json" with { type: "json" };

export const schemas: Record<string, object> = {
  config,
  manifest,
  journal,
  ledger,
  seeds,
  quarantine,
  "lane-results": laneResults,
  "telemetry-results": telemetryResults,
  "quarantine-results": quarantineResults,
  "earned-results": earnedResults,
};
