import type { CliIo } from "./main.js";
export declare function metricsCommand(io: CliIo, json: boolean, pluginFlags: string[]): Promise<number>;
