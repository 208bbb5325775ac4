/**
 * The `rubrics generate` and `rubrics check` definitions (flags, help). Their implementation
 * (rubrics-command.ts, with the graders and YAML behind it) is imported only when they run.
 */
import { type Command } from "commander";
import type { RubricsIo } from "./rubrics-command.js";
/** Registers `rubrics generate` and `rubrics check` on the program. */
export declare function registerRubricsCommand(program: Command, io: RubricsIo, setExit: (code: number) => void): void;
