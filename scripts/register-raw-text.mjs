// `node --import tsx --import ./scripts/register-raw-text.mjs file.ts`: see raw-text-hooks.mjs.
import { register } from "node:module";

register("./raw-text-hooks.mjs", import.meta.url);
