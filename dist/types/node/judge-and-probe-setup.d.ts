/**
 * What evaluating judge or probe metrics needs from the Node layer, as one module: the judge and
 * probe model stacks and the reader of the probe prompts. The evaluation imports it only when a
 * judge or probe metric is requested; one module keeps the bundle's chunks few.
 */
export { buildJudgeStack, buildProbeStack } from "./judge-setup.js";
export { loadProbeAssets } from "./scenario-assets.js";
