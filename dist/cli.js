#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-OSDUSFK7.js";

// src/cli/index.ts
process.exitCode = await runCli(process.argv.slice(2));
