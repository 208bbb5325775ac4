import { type ProbeAssets } from "../metrics/probes/probe-config.js";
/** The probe assets of `scenario` under `dir`; throws InputError when DIR itself does not exist or a file is invalid. */
export declare function loadProbeAssets(dir: string, scenario: string): ProbeAssets;
