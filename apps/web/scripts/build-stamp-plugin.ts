import path from "node:path";
import type { Plugin } from "vite";
import { fingerprint, WEB_INPUTS, writeStamp } from "../../../scripts/lib/fingerprint.mjs";

/**
 * Records beside the build what it was built from, so `npm start` builds again only when a
 * source changed. The fingerprint is taken as the build starts (a file saved during the build
 * makes the next start build again) and written after every other plugin finished: a build
 * that fails (a route over its budget) leaves no stamp.
 */
export function buildStamp(): Plugin {
  let outDir = "";
  let inputs = "";
  return {
    name: "lontar-build-stamp",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      inputs = fingerprint(WEB_INPUTS);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        writeStamp(outDir, inputs);
      },
    },
  };
}
