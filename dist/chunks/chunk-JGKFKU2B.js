import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TIMEOUT_MS,
  anthropicMessages,
  openaiInput
} from "./chunk-447SK3B7.js";
import {
  EXPORT_FORMATS,
  GRADER_SYSTEM_TEMPLATE,
  GateRuleError,
  LLMGrader,
  LLM_GRADER_CLASSES,
  defaultLlmPrompt,
  diffScoreTables,
  diffTrialReports,
  fixtureNamespace,
  formatDelta,
  formatScore,
  getValueByPath,
  gradeDataset,
  isValidCommentId,
  loadExportTables,
  loadGradingConfig,
  loadOpenJudgeConfig,
  mergeShardReports,
  objectOutputIssue,
  parsePointwise,
  parseShard,
  parseSummaryKeyGates,
  plainText,
  readKnobs,
  renderComment,
  renderTable,
  require_dist,
  runGraders,
  scoreOf,
  sortMetrics,
  trialReportToScoreTable,
  writeExportTables
} from "./chunk-2F2VMXWO.js";
import {
  AGENT_EVAL_VERSION,
  JUDGE_PROVIDERS,
  buildJudgeStack,
  checkJob,
  createProgress,
  defaultNgramTablesDir,
  holdsTrialReports,
  jobMetrics,
  loadSide,
  loadTrialSide,
  parseJudgeSettings,
  parseJudgeTimeout,
  parseReport,
  poolLabels,
  reportPathFor,
  runFailureMessage,
  runJob,
  runMany,
  serializeReport
} from "./chunk-MJ42HT6J.js";
import {
  DEFAULT_FIXTURE_DIR,
  DEFAULT_JUDGE_CONCURRENCY,
  InputError,
  JUDGE_CALLS,
  PROTOCOL_EXPLANATION,
  PROTOCOL_PROBE,
  buildMessageHistory,
  configuredApiKeys,
  consolidateOntology,
  describeFsError,
  detectScenario,
  firstIssue,
  formatFixed,
  fullSystemPrompt,
  historyPrompts,
  isFatalJudgeError,
  isFsError,
  lastEventTimestamp,
  loadProbeAssets,
  loadRun,
  parseJudgeMode,
  pluginRegistry,
  pluginSpecs,
  probedAgents,
  readRegularText,
  readTextIfExists,
  renderStrict,
  renderTemplate,
  scenarioConfigFileSchema,
  unifiedLineDiff,
  writeFileAtomic
} from "./chunk-MQ4K54YA.js";
import {
  toConversation
} from "./chunk-D67Q6H56.js";
import {
  describeJsonSyntaxError,
  external_exports,
  parseFixtureRecord
} from "./chunk-PYUMYFPS.js";
import {
  findSecretLikeValues
} from "./chunk-HR3ZGJWV.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-UH4U5CWS.js";

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter;
    var childProcess = __require("node:child_process");
    var path3 = __require("node:path");
    var fs = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command3 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path3.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path3.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path3.resolve(
            path3.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path3.basename(
              this._scriptPath,
              path3.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path3.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args[i++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value = args[i++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path3.basename(filename, path3.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path4) {
        if (path4 === void 0) return this._executableDir;
        this._executableDir = path4;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text2 = helper.formatHelp(this, helper);
        if (context.hasColors) return text2;
        return this._outputConfiguration.stripColor(text2);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text2) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text2 === "function") {
            helpStr = text2({ error: context.error, command: context.command });
          } else {
            helpStr = text2;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports.Command = Command3;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command3 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command3();
    exports.createCommand = (name) => new Command3(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command3;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/cli/main.ts
import { existsSync } from "node:fs";
import os3 from "node:os";

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/cli/format.ts
function pad(text2, width) {
  return text2.length >= width ? text2 : text2 + " ".repeat(width - text2.length);
}
function formatScoreTable(outcomes) {
  const lines = [];
  for (const outcome of outcomes) {
    lines.push(`${outcome.runDir} (${outcome.scenarioName}) \u2192 ${outcome.reportPath}`);
    const judge = outcome.invocation.judge;
    if (judge !== void 0) {
      lines.push(
        `  judge (${outcome.invocation.judgeMode ?? "?"}): ${judge.used.calls} answers used, ${judge.replayed} replayed, ${judge.recorded} recorded; spent now $${formatFixed(judge.spent.costUsd, 4)}`
      );
    }
    const probe = outcome.invocation.probe;
    if (probe !== void 0) {
      lines.push(
        `  agent probes: ${probe.used.calls} answers used, ${probe.replayed} replayed, ${probe.recorded} recorded; spent now $${formatFixed(probe.spent.costUsd, 4)} (not part of evaluation_cost)`
      );
    }
    const rows = outcome.measurements.map((m) => [m.metric_name, formatFixed(m.score, 4), m.score_unit]);
    for (const [name, status] of Object.entries(outcome.metrics)) {
      if (status.status === "not_applicable") rows.push([name, "-", "does not apply to this run"]);
      if (status.status === "failed") rows.push([name, "FAILED", "(error above)"]);
    }
    const nameWidth = Math.max(...rows.map((r) => (r[0] ?? "").length), 6);
    const scoreWidth = Math.max(...rows.map((r) => (r[1] ?? "").length), 5);
    for (const [name, score, unit] of rows) {
      lines.push(`  ${pad(name ?? "", nameWidth)}  ${(score ?? "").padStart(scoreWidth)}  ${unit ?? ""}`);
    }
  }
  return lines.join("\n");
}

// src/report/render-text.ts
var WORDS = {
  regression: "REGRESSION",
  possible_regression: "possible regression",
  not_comparable: "not comparable",
  candidate_missing: "missing in candidate",
  baseline_missing: "new (no baseline)",
  changed: "changed",
  improvement: "improvement",
  equivalent: "equivalent",
  inconclusive: "inconclusive",
  too_few_runs: "too few runs to tell",
  unchanged: "unchanged"
};
function pad2(text2, width) {
  const length = Array.from(text2).length;
  return length >= width ? text2 : text2 + " ".repeat(width - length);
}
function table(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell2, i) => widths[i] = Math.max(widths[i] ?? 0, Array.from(cell2).length));
  return rows.map((row) => row.map((cell2, i) => i === row.length - 1 ? cell2 : pad2(cell2, widths[i] ?? 0)).join("  ").trimEnd());
}
function renderDiffText(diff, failing) {
  const metrics = sortMetrics(diff.metrics);
  const confidence = Math.round((1 - diff.alpha) * 1e3) / 10;
  const rows = [["metric", "baseline", "candidate", "k", "delta", `${confidence}% interval`, "verdict"]];
  for (const m of metrics) {
    const score = (mean) => mean === null ? "-" : formatScore(mean, { fraction: m.fraction });
    const gate = m.gate === null ? "" : ` (gate ${formatDelta(m.gate.bad === "decrease" ? -m.gate.margin : m.gate.margin, { fraction: m.fraction })})`;
    const mde = m.verdict === "possible_regression" && m.mdeText !== null ? `, MDE ~ ${m.mdeText}` : "";
    rows.push([
      plainText(m.metric, 120),
      score(m.baseline.mean),
      score(m.candidate.mean),
      `${m.baseline.k}/${m.candidate.k}`,
      m.deltaText ?? "-",
      m.intervalText ?? "-",
      `${m.verdict === "regression" ? WORDS.regression : m.verdictLabel}${gate}${mde}`
    ]);
  }
  const lines = [`overall: ${WORDS[diff.overall]}${diff.gates.length > 0 ? ` (fail-on ${diff.failOn}: ${failing ? "FAILS" : "passes"})` : " (no gates: informational)"}`, "", ...table(rows)];
  const flips = metrics.filter((m) => m.flips !== null && m.flips.newlyFailing.length + m.flips.newlyPassing.length > 0);
  if (flips.length > 0) lines.push("");
  for (const m of flips) {
    const f = m.flips;
    if (f === null) continue;
    const rounds = (entries) => entries.map((e) => `${[e.scenario, e.seed].filter((x) => x !== void 0).map((x) => plainText(x, 60)).join("/")}${e.scenario === void 0 && e.seed === void 0 ? "" : ":"}r${e.round}`).join(" ");
    lines.push(`${plainText(m.metric, 120)} flips: ${f.newlyFailing.length} newly failing, ${f.newlyPassing.length} newly passing`);
    if (f.newlyFailing.length > 0) lines.push(`  newly failing: ${rounds(f.newlyFailing)}`);
    if (f.newlyPassing.length > 0) lines.push(`  newly passing: ${rounds(f.newlyPassing)}`);
  }
  if (diff.warnings.length > 0) lines.push("");
  for (const w of diff.warnings) lines.push(`warning: ${plainText(w)}`);
  return lines.join("\n");
}
function attemptsText(passes, attempts, direction = "higher-better") {
  if (direction === "lower-better") return attempts === 1 ? String(passes) : `${passes}/${attempts} true`;
  if (attempts === 1) return passes === 1 ? "pass" : "fail";
  return `${passes}/${attempts}`;
}
function renderTrialDiffText(result, failing) {
  const lines = [renderDiffText(result.diff, failing).replace(/^overall: too few runs to tell/, "overall: too few tasks to tell")];
  const { tasks } = result;
  lines.push("", `tasks: ${tasks.shared} on both sides, ${tasks.baselineOnly.length} only in baseline, ${tasks.candidateOnly.length} only in candidate`);
  const list = (ids) => ids.slice(0, 20).map((id) => plainText(id, 60)).join(" ") + (ids.length > 20 ? ` and ${ids.length - 20} more` : "");
  if (tasks.baselineOnly.length > 0) lines.push(`  only in baseline: ${list(tasks.baselineOnly)}`);
  if (tasks.candidateOnly.length > 0) lines.push(`  only in candidate: ${list(tasks.candidateOnly)}`);
  if (result.newlyFailing.length > 0) {
    lines.push("", `newly failing tasks: ${result.newlyFailing.length}`);
    for (const f of result.newlyFailing) {
      const reason = f.reason === null ? "" : `  ${plainText(f.reason, 200)}`;
      lines.push(`  ${plainText(f.taskId, 60)}  ${plainText(f.key, 80)}  ${attemptsText(f.baseline.passes, f.baseline.attempts, f.direction)} -> ${attemptsText(f.candidate.passes, f.candidate.attempts, f.direction)}${reason}`);
    }
  }
  if (result.newlyPassing.length > 0) lines.push(`newly passing tasks: ${result.newlyPassing.length}`);
  return lines.join("\n");
}

// src/cli/diff-command.ts
var DIFF_FORMATS = ["markdown", "json", "text"];
var FAIL_ON_VALUES = ["regression", "possible-regression", "never"];
function parseIcc(raw) {
  if (raw === void 0) return void 0;
  const value = Number(raw.trim());
  if (!/^\s*\d*\.?\d+\s*$/.test(raw) || !(value >= 0 && value <= 1)) {
    throw new InputError(`--icc: expected a number from 0 to 1 (the within-run correlation of rounds), got '${raw}'`);
  }
  return value;
}
function checkOptions(options) {
  if (!DIFF_FORMATS.includes(options.format)) {
    throw new InputError(`--format: expected one of ${DIFF_FORMATS.join(", ")}, got '${String(options.format)}'`);
  }
  if (!FAIL_ON_VALUES.includes(options.failOn)) {
    throw new InputError(`--fail-on: expected one of ${FAIL_ON_VALUES.join(", ")}, got '${String(options.failOn)}'`);
  }
  if (options.commentId !== void 0 && !isValidCommentId(options.commentId)) {
    throw new InputError(`--comment-id '${options.commentId}': use 1-64 letters, digits, '.', '_' or '-'`);
  }
  if (options.headSha !== void 0 && !/^[0-9a-f]{7,64}$/.test(options.headSha)) {
    throw new InputError(`--head-sha '${options.headSha}': expected 7-64 lowercase hex digits`);
  }
}
function gateError(error) {
  return new InputError(error.problems.map((p) => `--gate '${p.rule}': ${p.reason}`).join("\n"));
}
function failingMetrics(diff) {
  return diff.decision.failing.map((m) => `${plainText(m.metric, 120)} ${m.deltaText ?? ""}`.trim());
}
async function run(options, io) {
  checkOptions(options);
  const icc = parseIcc(options.icc);
  const texts = options.gate.flatMap((g) => g.split(/[,;\n]/)).map((g) => g.trim()).filter((g) => g !== "");
  let gates;
  try {
    gates = parseSummaryKeyGates(texts);
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const trialSides = [await holdsTrialReports(options.baseline, "--baseline"), await holdsTrialReports(options.candidate, "--candidate")];
  if (trialSides[0] !== trialSides[1]) {
    const kind = (trials) => trials === true ? "trial reports (agent-eval grade)" : "run reports";
    throw new InputError(`--baseline holds ${kind(trialSides[0])} but --candidate holds ${kind(trialSides[1])}: compare like with like`);
  }
  if (trialSides[0] === true) return runTrials(options, gates, io);
  const baseline = await loadSide(options.baseline, "--baseline");
  const candidate = await loadSide(options.candidate, "--candidate");
  for (const warning of [...baseline.warnings, ...candidate.warnings]) io.stderr(`warning: ${plainText(warning, 2e3)}
`);
  let diff;
  try {
    diff = diffScoreTables(baseline.table, candidate.table, {
      gates,
      failOn: options.failOn,
      ...icc === void 0 ? {} : { icc },
      sequential: options.sequential === true
    });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  for (const warning of diff.warnings) io.stderr(`warning: ${plainText(warning, 2e3)}
`);
  const failing = diff.decision.fail;
  switch (options.format) {
    case "json":
      io.stdout(`${JSON.stringify(diff, null, 2)}
`);
      break;
    case "text":
      io.stdout(`${renderDiffText(diff, failing)}
`);
      break;
    case "markdown":
      io.stdout(
        renderComment({
          diff,
          candidate: candidate.table,
          baseline: baseline.table,
          ...commentOptions(options)
        }).comment
      );
      break;
  }
  if (failing) io.stderr(`agent-eval diff: failing (--fail-on ${options.failOn}): ${failingMetrics(diff).join(", ")}
`);
  return failing ? 1 : 0;
}
function commentOptions(options) {
  return {
    ...options.commentId === void 0 ? {} : { commentId: options.commentId },
    ...options.headSha === void 0 ? {} : { headSha: options.headSha, runAttempt: options.runAttempt ?? 1 },
    ...options.title === void 0 ? {} : { title: options.title }
  };
}
async function runTrials(options, gates, io) {
  const baseline = await loadTrialSide(options.baseline, "--baseline");
  const candidate = await loadTrialSide(options.candidate, "--candidate");
  let result;
  try {
    result = diffTrialReports(baseline.report, candidate.report, { gates, failOn: options.failOn });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const { diff } = result;
  for (const warning of diff.warnings) io.stderr(`warning: ${plainText(warning, 2e3)}
`);
  const failing = diff.decision.fail;
  switch (options.format) {
    case "json":
      io.stdout(`${JSON.stringify({ ...diff, tasks: result.tasks, trials: result.trials, newlyFailing: result.newlyFailing, newlyPassing: result.newlyPassing, labelKeys: result.labelKeys }, null, 2)}
`);
      break;
    case "text":
      io.stdout(`${renderTrialDiffText(result, failing)}
`);
      break;
    case "markdown":
      io.stdout(
        renderComment({
          diff,
          trials: result,
          candidate: trialReportToScoreTable(candidate.report),
          baseline: trialReportToScoreTable(baseline.report),
          ...commentOptions(options)
        }).comment
      );
      break;
  }
  if (failing) io.stderr(`agent-eval diff: failing (--fail-on ${options.failOn}): ${failingMetrics(diff).join(", ")}
`);
  return failing ? 1 : 0;
}
async function runDiffCommand(options, io) {
  try {
    return await run(options, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`error: ${error.message}
`);
      return 2;
    }
    throw error;
  }
}

// src/cli/fixtures-command.ts
import { readdir, rm as rm2 } from "node:fs/promises";
import path2 from "node:path";

// src/node/replay.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
function replayJudgeOf(report, fixturesDir, concurrency) {
  const inputs = report.agent_eval?.inputs ?? {};
  if (inputs.judge_model === void 0 || inputs.judge_provider === void 0) return void 0;
  const provider = JUDGE_PROVIDERS.find((p) => p === inputs.judge_provider);
  if (provider === void 0) throw new InputError(`the report names an unknown judge provider '${inputs.judge_provider}'`);
  return {
    provider,
    model: inputs.judge_model,
    settings: JSON.parse(inputs.judge_settings ?? "{}"),
    mode: "replay",
    fixturesDir,
    concurrency
  };
}
function recordedKnobs(report) {
  const text2 = report.agent_eval?.inputs.knobs;
  if (text2 === void 0) return {};
  const parsed = JSON.parse(text2);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new InputError(`the report's agent_eval.inputs.knobs is not a JSON object: ${text2}`);
  return parsed;
}
async function replayInScratch(runDir, spec, log) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-replay-"));
  try {
    const job = {
      scenario: spec.scenario,
      metrics: spec.metrics.join(","),
      out: path.join(scratch, "report.json"),
      allowIncomplete: spec.allowIncomplete,
      scenarioConfig: void 0,
      ngramTablesDir: spec.ngramTablesDir,
      judge: spec.judge,
      metricOptions: spec.ontologyPath === void 0 ? {} : { ontologyPath: spec.ontologyPath },
      sidecarWriteDir: scratch,
      invocationLog: false,
      ...spec.plugins === void 0 ? {} : { plugins: spec.plugins },
      ...spec.pluginCwd === void 0 ? {} : { pluginCwd: spec.pluginCwd },
      ...spec.metricsLabel === void 0 ? {} : { metricsLabel: spec.metricsLabel },
      ...spec.knobs === void 0 ? {} : { knobs: spec.knobs },
      ...spec.gpt2Model === void 0 ? {} : { gpt2Model: spec.gpt2Model }
    };
    await checkJob(job);
    const result = await runJob(runDir, job, log);
    if (result.kind === "input-error") throw new InputError(result.message);
    return result.outcome;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// src/cli/fixtures-command.ts
var PROBE_METRICS = /* @__PURE__ */ new Set([PROTOCOL_PROBE, PROTOCOL_EXPLANATION]);
async function listFixtureFiles(root) {
  let dirs;
  try {
    dirs = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch (error) {
    if (error.code === "ENOENT") throw new InputError(`--fixtures ${root}: no such directory`, { cause: error });
    throw error;
  }
  const files = [];
  for (const dir of dirs) {
    for (const name of (await readdir(path2.join(root, dir))).sort()) {
      if (name.endsWith(".json")) files.push({ relative: `${dir}/${name}`, absolute: path2.join(root, dir, name) });
    }
  }
  return files;
}
async function checkFixtures(root, options) {
  const current = /* @__PURE__ */ new Map();
  for (const call of JUDGE_CALLS) {
    const versions = current.get(call.metric) ?? /* @__PURE__ */ new Set();
    versions.add(call.templateVersion);
    current.set(call.metric, versions);
  }
  const problems = [];
  const stale = [];
  const files = await listFixtureFiles(root);
  for (const file of files) {
    const display = path2.join(root, file.relative);
    let text2;
    try {
      text2 = await readRegularText(file.absolute);
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    const secrets = findSecretLikeValues(text2, options.secrets);
    if (secrets.length > 0) {
      problems.push(`${display}: contains something that looks like a credential (${secrets.map((s) => s.rule).join(", ")})`);
      continue;
    }
    let record;
    try {
      record = parseFixtureRecord(text2, display);
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    const directory = file.relative.split("/")[0];
    const misfiled = directory === record.request.metric ? void 0 : `filed under '${directory}' but recorded for metric '${record.request.metric}'`;
    const reasons = [];
    const versions = current.get(record.request.metric);
    if (PROBE_METRICS.has(record.request.metric)) {
    } else if (versions === void 0) reasons.push(`metric '${record.request.metric}' no longer exists`);
    else if (!versions.has(record.request.template_version)) {
      reasons.push(`template version ${record.request.template_version}, current ${[...versions].join("/")} (prompt or schema changed since it was recorded)`);
    }
    if (options.model !== void 0 && record.request.model !== options.model) reasons.push(`recorded for model ${record.request.model}, not ${options.model}`);
    if (options.provider !== void 0 && record.request.provider !== options.provider) {
      reasons.push(`recorded for provider ${record.request.provider}, not ${options.provider}`);
    }
    if (misfiled !== void 0) problems.push(`${display}: ${[misfiled, ...reasons].join("; ")}`);
    else if (reasons.length > 0) stale.push(`${display}: ${reasons.join("; ")}`);
  }
  return { files: files.length, problems, stale };
}
async function pruneFixtures(options, log) {
  const used = /* @__PURE__ */ new Set();
  for (const runDir of options.runDirs) {
    const scenario = await detectScenario(runDir, void 0);
    const reportPath = reportPathFor(runDir, scenario, void 0);
    const text2 = await readTextIfExists(reportPath);
    if (text2 === void 0) throw new InputError(`${reportPath}: no report; prune keeps what the reports' judge metrics use, so evaluate first`);
    const report = parseReport(text2, reportPath);
    const judgeNames = new Set(JUDGE_CALLS.map((c) => c.metric));
    const metrics = Object.keys(report.agent_eval?.metrics ?? {}).filter((name) => judgeNames.has(name));
    const judge = replayJudgeOf(report, options.fixturesDir, DEFAULT_JUDGE_CONCURRENCY);
    if (metrics.length === 0 || judge === void 0) continue;
    const outcome = await replayInScratch(
      runDir,
      { scenario, metrics, allowIncomplete: true, ngramTablesDir: options.ngramTablesDir, judge, ontologyPath: options.ontologyPath, knobs: recordedKnobs(report) },
      log
    );
    const failed = Object.entries(outcome.metrics).filter(([, r]) => r.status === "failed");
    if (failed.length > 0) {
      throw new InputError(
        `${runDir}: ${failed.map(([name, r]) => `${name} (${r.error ?? "failed"})`).join("; ")}: replay failed, so prune would delete recordings still needed; nothing was deleted`
      );
    }
    for (const key of outcome.invocation.usedFixtureKeys) used.add(key);
  }
  const deleted = [];
  let kept = 0;
  for (const file of await listFixtureFiles(options.fixturesDir)) {
    const key = path2.basename(file.relative, ".json");
    if (used.has(key) || PROBE_METRICS.has(file.relative.split("/")[0] ?? "")) {
      kept += 1;
      continue;
    }
    deleted.push(path2.join(options.fixturesDir, file.relative));
    if (!options.dryRun) await rm2(file.absolute);
  }
  return { kept, deleted };
}

// src/cli/ontology-command.ts
async function consolidateCommand(options, log) {
  const { pool, runIds } = await poolLabels(options.runDirs);
  const stack = await buildJudgeStack(options.judge, process.env, log);
  const ontology = await consolidateOntology({
    labelPool: pool,
    sourceRunCount: runIds.length,
    judge: stack.judge,
    identity: stack.identity,
    version: options.version,
    generatedAt: (/* @__PURE__ */ new Date()).toISOString(),
    sourceRunIds: runIds
  });
  await writeFileAtomic(options.out, `${JSON.stringify(ontology, null, 2)}
`);
  return `${options.out}: ${ontology.categories.length} categories from ${pool.length} labels across ${runIds.length} runs`;
}

// src/cli/verify-command.ts
function verifyExitStatus(result) {
  return result.status === "different" || result.failedMetrics.length > 0 ? 1 : 0;
}
function metricsInReportOrder(report) {
  const records = report.agent_eval?.metrics ?? {};
  const position = (name) => {
    const emitted = new Set(records[name]?.measurements ?? []);
    const index = report.measurements.findIndex((m) => emitted.has(m.metric_name));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return Object.keys(records).sort((a, b) => position(a) - position(b) || a.localeCompare(b));
}
function measurementsOf(report, names) {
  return report.measurements.filter((m) => names.has(m.metric_name));
}
var NOT_REPLAYED = /* @__PURE__ */ new Set(["protocol_probe", "protocol_explanation"]);
function compareReports(committed, fresh) {
  const differences = [];
  const committedRecords = committed.agent_eval?.metrics ?? {};
  const freshRecords = fresh.agent_eval?.metrics ?? {};
  for (const name of Object.keys(committedRecords)) {
    if (NOT_REPLAYED.has(name)) continue;
    const before = committedRecords[name];
    const after = freshRecords[name];
    const names = /* @__PURE__ */ new Set([...before?.measurements ?? [], ...after?.measurements ?? []]);
    const a = JSON.stringify({ record: before, measurements: measurementsOf(committed, names) }, null, 2);
    const b = JSON.stringify({ record: after, measurements: measurementsOf(fresh, names) }, null, 2);
    if (a !== b) differences.push({ metric: name, diff: unifiedLineDiff(a, b, { fromLabel: "committed report", toLabel: "replayed now" }) });
  }
  const costA = JSON.stringify(committed.evaluation_cost, null, 2);
  const costB = JSON.stringify(fresh.evaluation_cost, null, 2);
  if (costA !== costB) differences.push({ metric: "evaluation_cost", diff: unifiedLineDiff(costA, costB, { fromLabel: "committed report", toLabel: "replayed now" }) });
  return differences;
}
async function verifyRun(runDir, options, log) {
  const scenarioName = await detectScenario(runDir, options.scenario);
  const reportPath = reportPathFor(runDir, scenarioName, void 0);
  const text2 = await readTextIfExists(reportPath);
  if (text2 === void 0) throw new InputError(`${reportPath}: no report to verify (run agent-eval evaluate first)`);
  let committed;
  try {
    committed = parseReport(text2, reportPath);
  } catch (error) {
    throw new InputError(error.message, { cause: error });
  }
  if (committed.agent_eval === void 0) {
    throw new InputError(`${reportPath}: the report has no agent_eval block (written by another tool), so its metric list and judge are unknown`);
  }
  const listed = metricsInReportOrder(committed);
  if (listed.length === 0) throw new InputError(`${reportPath}: the report lists no metrics`);
  const skipped = listed.filter((name) => NOT_REPLAYED.has(name));
  const metrics = listed.filter((name) => !NOT_REPLAYED.has(name));
  if (skipped.length > 0) log(`${reportPath}: not replaying ${skipped.join(", ")} (agent probes: replay them with evaluate --scenario-assets \u2026)`);
  if (metrics.length === 0) throw new InputError(`${reportPath}: the report lists only agent-probe metrics (${skipped.join(", ")}), which verify does not replay`);
  const outcome = await replayInScratch(
    runDir,
    {
      metricsLabel: `${reportPath} lists a metric agent-eval cannot replay here (pass the same --plugin as the evaluation if a plug-in declares it)`,
      scenario: scenarioName,
      metrics,
      allowIncomplete: committed.agent_eval.flags.includes("--allow-incomplete"),
      ngramTablesDir: options.ngramTablesDir,
      judge: replayJudgeOf(committed, options.fixturesDir, options.judgeConcurrency),
      ontologyPath: options.ontologyPath,
      ...options.plugins === void 0 ? {} : { plugins: options.plugins },
      ...options.pluginCwd === void 0 ? {} : { pluginCwd: options.pluginCwd },
      knobs: recordedKnobs(committed),
      ...options.gpt2Model === void 0 ? {} : { gpt2Model: options.gpt2Model }
    },
    log
  );
  const fresh = outcome.report;
  const freshText = serializeReport(fresh);
  const counts = {
    metricCount: metrics.length,
    failedMetrics: metrics.filter((name) => committed.agent_eval?.metrics[name]?.status === "failed")
  };
  if (freshText === text2) return { runDir, reportPath, status: "identical", differences: [], ...counts };
  const differences = compareReports(committed, fresh);
  if (differences.length === 0) {
    const before = committed.agent_eval.tool_version;
    const after = fresh.agent_eval?.tool_version;
    return {
      runDir,
      reportPath,
      status: "equivalent",
      note: skipped.length > 0 ? `same measurements and cost (${skipped.join(", ")} not replayed)` : before === after ? "same measurements and cost; bytes differ only in provenance fields" : `same measurements and cost; written by agent-eval ${before}, replayed with ${after}`,
      differences: [],
      ...counts
    };
  }
  return { runDir, reportPath, status: "different", differences, ...counts };
}
function formatVerifyResult(result) {
  if (result.status !== "different") {
    const how = result.status === "identical" ? "replayed byte-identical" : result.note ?? "equivalent";
    const failed = result.failedMetrics;
    if (failed.length === 0) return `\u2713 ${result.reportPath}: reproduced, all ${result.metricCount} metric(s) ok (${how})`;
    return `\u2717 ${result.reportPath}: reproduced, ${failed.length} of ${result.metricCount} metric(s) failed: ${failed.join(", ")} (${how})`;
  }
  const lines = [`\u2717 ${result.reportPath}: ${result.differences.length} difference(s)`];
  for (const difference of result.differences) lines.push(`  ${difference.metric}:`, ...difference.diff.split("\n").map((l) => `    ${l}`));
  return lines.join("\n");
}

// src/cli/rubrics-command.ts
var import_yaml = __toESM(require_dist(), 1);

// src/graders/rubrics/agreement.ts
function sortClasses(values) {
  const set = [...new Set(values)];
  const numbers = set.filter((v) => v !== "error").sort((a, b) => a - b);
  return set.includes("error") ? [...numbers, "error"] : numbers;
}
function agreement(labels, predictions) {
  if (labels.length !== predictions.length) throw new Error(`agreement: ${labels.length} labels but ${predictions.length} predictions`);
  const n = labels.length;
  if (n === 0) throw new Error("agreement: no labelled examples");
  const classes = sortClasses([...labels, ...predictions]);
  const index = new Map(classes.map((c, i) => [c, i]));
  const matrix = classes.map(() => classes.map(() => 0));
  let agree = 0;
  labels.forEach((label, i) => {
    const predicted = predictions[i];
    const cells = matrix[index.get(label)];
    const column = index.get(predicted);
    cells[column] = cells[column] + 1;
    if (predicted === label) agree++;
  });
  const po = agree / n;
  let pe = 0;
  classes.forEach((_, k) => {
    const row = matrix[k].reduce((a, b) => a + b, 0);
    const col = matrix.reduce((a, r) => a + r[k], 0);
    pe += row / n * (col / n);
  });
  return { n, accuracy: po, kappa: pe === 1 ? null : (po - pe) / (1 - pe), classes, matrix };
}

// src/graders/rubrics/rubric-generation.ts
import { createHash } from "node:crypto";

// raw-text:templates/rubrics/categorize.njk
var categorize_default = 'Merge the grading rubrics below into at most {{ categories_number }} themes for an LLM grader named "{{ grader_name }}".\n{% if task_description %}\nTask:\n{{ task_description }}\n{% endif %}\nRubrics:\n{{ rubrics }}\n\nEach theme is one rubric of the form "Theme: <short name>. Tips: <the concrete checks it covers>". Keep every distinct check; drop duplicates.\n\nReturn `rubrics`: the list of themed rubric texts.\n';

// raw-text:templates/rubrics/iterative_propose.njk
var iterative_propose_default = 'Write grading rubrics that explain the human label of the example below, for an LLM grader named "{{ grader_name }}".\n{% if task_description %}\nTask:\n{{ task_description }}\n{% endif %}\nQuery:\n{{ query }}\n\nResponse:\n{{ response }}\n\nHuman label: {{ label_score }} (scale {{ min_score }} = worst to {{ max_score }} = best)\n{% if existing %}\nRubrics already collected (do not repeat them; add what they miss):\n{{ existing }}\n{% endif %}{% if feedback %}\nYour previous rubrics did not reproduce the label:\n{{ feedback }}\nRevise them so that a grader applying them gives this response {{ label_score }}.\n{% endif %}\nWrite 1 to 4 general, checkable criteria (not about this exact query\'s wording) that a grader could apply to similar responses and that lead to the human label here.\n\nReturn `rubrics`: the list of rubric texts.\n';

// raw-text:templates/rubrics/simple_generate.njk
var simple_generate_default = 'Write grading rubrics for an LLM grader named "{{ grader_name }}".\n\nTask the graded responses perform:\n{{ task_description }}\n{% if scenario %}\nScenario:\n{{ scenario }}\n{% endif %}{% if sample_queries | length %}\nSample queries the responses answer:\n{% for q in sample_queries %}- {{ q }}\n{% endfor %}{% endif %}\nThe grader scores one response at a time from {{ min_score }} (worst) to {{ max_score }} (best){% if mode == "listwise" %}, or ranks several responses to one query{% endif %}.\n\nWrite between 3 and 8 rubrics. Each rubric is one self-contained, checkable criterion a good response meets (what to look for and why it matters), specific to this task rather than generic advice. Order them from most to least important.\n\nReturn `rubrics`: the list of rubric texts.\n';

// src/graders/rubrics/rubric-generation.ts
var RUBRICS_OUTPUT = {
  name: "RubricsOutput",
  description: "The rubrics: a list of self-contained grading criteria.",
  schema: {
    type: "object",
    properties: { rubrics: { type: "array", items: { type: "string" }, description: "One rubric per item." } },
    required: ["rubrics"],
    additionalProperties: false
  }
};
function formatRubrics(rubrics) {
  return rubrics.map((r, i) => `${i + 1}. ${r}`).join("\n");
}
function version(source) {
  return createHash("sha256").update(JSON.stringify([GRADER_SYSTEM_TEMPLATE.source, source, RUBRICS_OUTPUT])).digest("hex").slice(0, 12);
}
function rubricsOf(output) {
  if (output === null || typeof output !== "object") return void 0;
  const list = output.rubrics;
  if (!Array.isArray(list)) return void 0;
  const clean = list.filter((r) => typeof r === "string").map((r) => r.trim()).filter((r) => r !== "");
  return clean.length === 0 || clean.length !== list.length ? void 0 : clean;
}
async function askRubrics(context, namespace, template, variables, replica) {
  const { judge, judgeIdentity } = context;
  if (judge === void 0 || judgeIdentity === void 0) throw new Error("rubric generation needs a judge (--provider/--model, or replay from recorded-judges)");
  const request = {
    metric: namespace,
    system: renderTemplate(GRADER_SYSTEM_TEMPLATE.source, {}, { name: GRADER_SYSTEM_TEMPLATE.name, strip: true }),
    user: renderTemplate(template.source, variables, { name: template.name, strip: true }),
    outputName: RUBRICS_OUTPUT.name,
    outputDescription: RUBRICS_OUTPUT.description,
    outputSchema: RUBRICS_OUTPUT.schema,
    model: judgeIdentity.model,
    provider: judgeIdentity.provider,
    settings: judgeIdentity.settings,
    replica,
    templateVersion: version(template.source)
  };
  const response = await judge.call(request, { validate: objectOutputIssue });
  return rubricsOf(response.output);
}
async function tryAsk(...args) {
  try {
    const rubrics = await askRubrics(...args);
    return rubrics === void 0 ? { error: "the answer held no usable rubrics" } : { rubrics };
  } catch (error) {
    if (isFatalJudgeError(error)) throw error;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
function entryFor(name, mode, rubrics, min, max, template) {
  return { grader: "LLMGrader", params: { name, mode, rubrics: formatRubrics(rubrics), min_score: min, max_score: max, ...template === void 0 ? {} : { template } } };
}
async function generateSimpleRubrics(config, context) {
  const mode = config.grader_mode ?? "pointwise";
  const min = config.min_score ?? 0;
  const max = config.max_score ?? 1;
  const retries = config.max_retries ?? 3;
  const namespace = fixtureNamespace(`rubrics.${config.grader_name}`);
  const variables = {
    grader_name: config.grader_name,
    task_description: config.task_description,
    scenario: config.scenario ?? "",
    sample_queries: config.sample_queries ?? [],
    min_score: min,
    max_score: max,
    mode
  };
  const log = [];
  for (let attempt = 1; attempt <= retries; attempt++) {
    const { rubrics, error } = await tryAsk(context, namespace, { name: "rubrics/simple_generate.njk", source: simple_generate_default }, variables, attempt);
    if (rubrics !== void 0) {
      log.push(`attempt ${attempt}: ${rubrics.length} rubrics`);
      return { entry: entryFor(config.grader_name, mode, rubrics, min, max, config.custom_evaluation_prompt), log };
    }
    log.push(`attempt ${attempt}: ${error ?? "failed"}`);
  }
  if (config.default_rubrics !== void 0 && config.default_rubrics.length > 0) {
    log.push(`no usable rubrics after ${retries} attempts: using default_rubrics`);
    return { entry: entryFor(config.grader_name, mode, config.default_rubrics, min, max, config.custom_evaluation_prompt), log };
  }
  throw new Error(`rubric generation for ${config.grader_name} failed after ${retries} attempts: ${log.join("; ")}`);
}
var ITERATIVE_DEFAULTS = {
  min_score: 0,
  max_score: 1,
  max_epochs: 5,
  batch_size: 10,
  min_increment_threshold: 2e-3,
  patience: 2,
  max_iterations: 50,
  max_total_rubrics: 200,
  query_specific_generate_number: 1,
  enable_categorization: false,
  categories_number: 5,
  max_retries: 2
};
function text(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
async function generateIterativeRubrics(config, dataset, context) {
  const c = { ...ITERATIVE_DEFAULTS, ...config };
  if (dataset.length === 0) throw new Error("iterative rubric generation needs labelled examples");
  const namespace = fixtureNamespace(`rubrics.${c.grader_name}`);
  const verifier = new LLMGrader({ name: c.grader_name, mode: "pointwise", prompt: defaultLlmPrompt("pointwise"), namespace });
  const pool = [];
  const log = [];
  let stale = 0;
  let iterations = 0;
  const propose = { name: "rubrics/iterative_propose.njk", source: iterative_propose_default };
  const verify = async (rubrics2, example) => {
    try {
      const output = await verifier.ask(
        { rubrics: formatRubrics(rubrics2), query: text(example.query), response: text(example.response), min_score: c.min_score, max_score: c.max_score },
        context
      );
      const predicted = parsePointwise(c.grader_name, output).score;
      return { ok: predicted === example.label_score, predicted };
    } catch (error) {
      if (isFatalJudgeError(error)) throw error;
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  outer: for (let epoch = 1; epoch <= c.max_epochs; epoch++) {
    for (let start = 0; start < dataset.length; start += c.batch_size) {
      if (iterations >= c.max_iterations) break outer;
      iterations++;
      const batch = dataset.slice(start, start + c.batch_size);
      const before = pool.length;
      for (const example of batch) {
        for (let k = 1; k <= c.query_specific_generate_number; k++) {
          let feedback = "";
          for (let attempt = 0; attempt <= c.max_retries; attempt++) {
            const variables = {
              grader_name: c.grader_name,
              task_description: c.task_description ?? "",
              query: text(example.query),
              response: text(example.response),
              label_score: example.label_score,
              min_score: c.min_score,
              max_score: c.max_score,
              existing: formatRubrics(pool),
              feedback
            };
            const { rubrics: rubrics2 } = await tryAsk(context, namespace, propose, variables, k);
            if (rubrics2 === void 0) break;
            const check = await verify(rubrics2, example);
            if (check.ok) {
              for (const r of rubrics2) if (!pool.includes(r) && pool.length < c.max_total_rubrics) pool.push(r);
              break;
            }
            feedback = `${formatRubrics(rubrics2)}
(a grader applying them gave ${check.predicted ?? `an error: ${check.error ?? ""}`})`;
          }
        }
      }
      const added = pool.length - before;
      const increment = pool.length === 0 ? 0 : added / pool.length;
      log.push(`epoch ${epoch}, batch ${start / c.batch_size + 1}: +${added} rubrics (pool ${pool.length}, increment ${increment.toFixed(4)})`);
      if (pool.length >= c.max_total_rubrics) break outer;
      stale = increment < c.min_increment_threshold ? stale + 1 : 0;
      if (stale >= c.patience) {
        log.push(`stopped early: ${stale} batches below min_increment_threshold ${c.min_increment_threshold}`);
        break outer;
      }
    }
  }
  if (pool.length === 0) throw new Error(`iterative rubric generation for ${c.grader_name} found no rubric that reproduces the labels`);
  let rubrics = pool;
  if (c.enable_categorization) {
    const merged = await tryAsk(
      context,
      namespace,
      { name: "rubrics/categorize.njk", source: categorize_default },
      { grader_name: c.grader_name, task_description: c.task_description ?? "", rubrics: formatRubrics(pool), categories_number: c.categories_number },
      1
    );
    if (merged.rubrics !== void 0) {
      rubrics = merged.rubrics.slice(0, c.categories_number);
      log.push(`categorised ${pool.length} rubrics into ${rubrics.length} themes`);
    } else log.push(`categorisation failed (${merged.error ?? ""}); keeping the ${pool.length} rubrics`);
  }
  return { entry: entryFor(c.grader_name, "pointwise", rubrics, c.min_score, c.max_score), log };
}

// src/cli/rubrics-command.ts
var collect = (value, previous = []) => [...previous, value];
function number(flag, value, options = {}) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || options.integer === true && !Number.isInteger(n) || options.min !== void 0 && n < options.min) {
    throw new InputError(`${flag}: expected ${options.integer === true ? "an integer" : "a number"}${options.min === void 0 ? "" : ` \u2265 ${options.min}`}, got '${value}'`);
  }
  return n;
}
async function judgeContext(config, log) {
  if (config === void 0) throw new InputError("a judge is required (--provider and --model)");
  const stack = await buildJudgeStack(config, process.env, log);
  return {
    context: { judge: stack.judge, judgeIdentity: stack.identity },
    summary: () => {
      const s = stack.accounting.snapshot();
      return `judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`;
    }
  };
}
async function readJsonl(file, what) {
  let text2;
  try {
    text2 = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${what} ${error.message}`, { cause: error });
  }
  const rows = [];
  text2.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new InputError(`${file}:${i + 1}: not valid JSON (${error.message})`);
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new InputError(`${file}:${i + 1}: expected a JSON object`);
    rows.push(value);
  });
  if (rows.length === 0) throw new InputError(`${what} ${file}: no examples`);
  return rows;
}
var labelledSchema = external_exports.object({ query: external_exports.unknown().optional(), response: external_exports.unknown(), label_score: external_exports.number() }).passthrough();
function header(kind, judge) {
  return `# LLMGrader written by \`agent-eval rubrics generate --${kind}\` (judge: ${judge.provider} ${judge.model}).
# Include it from a grading config: graders: {<name>: {include: <this file>}}. Every judge call behind
# these rubrics is recorded, so generating again in replay mode writes this file byte for byte.
`;
}
async function writeGenerated(out, kind, judge, report, io, summary) {
  await writeFileAtomic(out, header(kind, judge) + (0, import_yaml.stringify)(report.entry, { lineWidth: 0 }));
  for (const line of report.log) io.stderr(`${line}
`);
  io.stderr(`${summary}
`);
  io.stdout(`${out}: LLMGrader '${report.entry.params.name}' with ${report.entry.params.rubrics.split("\n").length} rubrics
`);
}
async function generateCommand(flags, judgeConfig, io) {
  if (flags.simple === flags.iterative) throw new InputError("rubrics generate: give exactly one of --simple or --iterative");
  const log = (line) => io.stderr(`${line}
`);
  const min = number("--min-score", flags.minScore);
  const max = number("--max-score", flags.maxScore);
  if (!(max > min)) throw new InputError(`--max-score (${max}) must be greater than --min-score (${min})`);
  if (flags.simple) {
    if (flags.taskDescription === void 0) throw new InputError("rubrics generate --simple needs --task-description");
    const { context: context2, summary: summary2 } = await judgeContext(judgeConfig, log);
    const report2 = await generateSimpleRubrics(
      {
        grader_name: flags.graderName,
        task_description: flags.taskDescription,
        ...flags.scenario === void 0 ? {} : { scenario: flags.scenario },
        sample_queries: flags.query,
        grader_mode: flags.mode,
        min_score: min,
        max_score: max,
        default_rubrics: flags.defaultRubric,
        max_retries: number("--max-retries", flags.maxRetries, { integer: true, min: 1 })
      },
      context2
    );
    await writeGenerated(flags.out, "simple", judgeConfig, report2, io, summary2());
    return 0;
  }
  if (flags.data === void 0) throw new InputError("rubrics generate --iterative needs --data (JSONL of {query, response, label_score})");
  if (flags.mode !== "pointwise") throw new InputError("rubrics generate --iterative builds pointwise graders (--mode pointwise)");
  const rows = await readJsonl(flags.data, "--data");
  const dataset = rows.map((row, i) => {
    const parsed = labelledSchema.safeParse(row);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`${flags.data ?? ""}: example ${i + 1}: field '${field ?? ""}': ${message}`);
    }
    return { query: parsed.data.query ?? "", response: parsed.data.response, label_score: parsed.data.label_score };
  });
  const { context, summary } = await judgeContext(judgeConfig, log);
  const report = await generateIterativeRubrics(
    {
      grader_name: flags.graderName,
      ...flags.taskDescription === void 0 ? {} : { task_description: flags.taskDescription },
      min_score: min,
      max_score: max,
      max_epochs: number("--max-epochs", flags.maxEpochs, { integer: true, min: 1 }),
      batch_size: number("--batch-size", flags.batchSize, { integer: true, min: 1 }),
      min_increment_threshold: number("--min-increment-threshold", flags.minIncrementThreshold, { min: 0 }),
      patience: number("--patience", flags.patience, { integer: true, min: 1 }),
      max_total_rubrics: number("--max-total-rubrics", flags.maxTotalRubrics, { integer: true, min: 1 }),
      enable_categorization: flags.enableCategorization,
      categories_number: number("--categories-number", flags.categoriesNumber, { integer: true, min: 1 }),
      max_retries: number("--max-retries", flags.maxRetries, { integer: true, min: 0 })
    },
    dataset,
    context
  );
  await writeGenerated(flags.out, "iterative", judgeConfig, report, io, summary());
  return 0;
}
var baselineSchema = external_exports.object({ accuracy: external_exports.number(), kappa: external_exports.number().nullable() }).passthrough();
function classLabel(c) {
  return typeof c === "number" ? String(c) : c;
}
function formatAgreement(result) {
  const kappa = result.kappa === null ? "undefined (one class only)" : formatFixed(result.kappa, 3);
  const labels = result.classes.map(classLabel);
  const width = Math.max(5, ...labels.map((l) => l.length));
  const lines = [
    `${result.grader} on ${result.data}: ${result.n} labelled examples`,
    `accuracy ${formatFixed(result.accuracy, 3)}, Cohen's kappa ${kappa}`,
    "confusion matrix (rows: label, columns: grader):",
    `${"".padStart(width)} ${labels.map((l) => l.padStart(width)).join(" ")}`,
    ...result.matrix.map((row, i) => `${(labels[i] ?? "").padStart(width)} ${row.map((v) => String(v).padStart(width)).join(" ")}`)
  ];
  return lines.join("\n");
}
async function checkCommand(flags, judgeFrom, io) {
  const loaded = await loadOpenJudgeConfig(flags.config);
  const entry = loaded.plan.graders.find((g) => g.key === flags.grader);
  if (entry === void 0) {
    throw new InputError(`--grader ${flags.grader}: not a grader in ${flags.config} (graders: ${loaded.plan.graders.map((g) => g.key).join(", ") || "none"})`);
  }
  const rows = await readJsonl(flags.data, "--data");
  const labels = rows.map((row, i) => {
    const label = getValueByPath(row, flags.labelField);
    if (typeof label !== "number") throw new InputError(`${flags.data}: example ${i + 1}: field '${flags.labelField}': expected a number label, got ${JSON.stringify(label)}`);
    return label;
  });
  const minAccuracy = number("--min-accuracy", flags.minAccuracy);
  const minKappa = number("--min-kappa", flags.minKappa);
  let baseline;
  if (flags.baseline !== void 0) {
    let raw;
    try {
      raw = JSON.parse(await readRegularText(flags.baseline));
    } catch (error) {
      throw new InputError(`--baseline ${flags.baseline}: ${error.message}`);
    }
    const parsed = baselineSchema.safeParse(raw);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--baseline ${flags.baseline}: field '${field ?? ""}': ${message}`);
    }
    baseline = parsed.data;
  }
  const className = loaded.plan.classes.get(flags.grader) ?? "";
  const needsJudge = LLM_GRADER_CLASSES.has(className);
  const log = (line) => io.stderr(`${line}
`);
  const judge = needsJudge ? await judgeContext(judgeFrom([flags.grader]), log) : void 0;
  const outcome = await runGraders({ graders: [entry], aggregators: [], classes: loaded.plan.classes }, rows, judge?.context ?? {});
  const predictions = (outcome.results[flags.grader] ?? []).map((r) => scoreOf(r) ?? "error");
  const result = { grader: flags.grader, data: flags.data, ...agreement(labels, predictions) };
  if (flags.out !== void 0) await writeFileAtomic(flags.out, `${JSON.stringify(result, null, 2)}
`);
  io.stdout(flags.json ? `${JSON.stringify(result, null, 2)}
` : `${formatAgreement(result)}
`);
  if (judge !== void 0) log(judge.summary());
  const failures = [];
  if (minAccuracy !== void 0 && result.accuracy < minAccuracy) failures.push(`accuracy ${formatFixed(result.accuracy, 3)} < --min-accuracy ${minAccuracy}`);
  if (minKappa !== void 0 && (result.kappa === null || result.kappa < minKappa)) failures.push(`kappa ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)} < --min-kappa ${minKappa}`);
  if (baseline !== void 0) {
    if (result.accuracy < baseline.accuracy) failures.push(`accuracy dropped from ${formatFixed(baseline.accuracy, 3)} (baseline) to ${formatFixed(result.accuracy, 3)}`);
    if (baseline.kappa !== null && (result.kappa === null || result.kappa < baseline.kappa)) {
      failures.push(`kappa dropped from ${formatFixed(baseline.kappa, 3)} (baseline) to ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)}`);
    }
  }
  for (const failure of failures) io.stderr(`gate failed: ${failure}
`);
  return failures.length > 0 ? 1 : 0;
}
function registerRubricsCommand(program2, io, setExit, addJudgeOptions2, judgeConfigFrom2) {
  const rubrics = program2.command("rubrics").description("Generate LLMGrader rubrics with the judge, or check a grader's agreement with human labels.");
  const generate = rubrics.command("generate").description("Write an LLMGrader config entry (YAML) with rubrics generated by the judge (every call recorded; replay reproduces the file).").option("--simple", "from a task description, scenario and sample queries (OpenJudge SimpleRubricsGenerator)", false).option("--iterative", "from labelled examples (OpenJudge IterativeRubricsGenerator, pointwise)", false).requiredOption("--grader-name <name>", "name of the generated grader").requiredOption("--out <file>", "where to write the grader entry (YAML)").option("--task-description <text>", "what the graded responses do (required with --simple)").option("--scenario <text>", "--simple: the situation the responses are written in").option("--query <text>", "--simple: a sample query (repeatable)", collect, []).option("--default-rubric <text>", "--simple: rubric used if generation fails (repeatable)", collect, []).option("--data <file>", "--iterative: JSONL of {query, response, label_score}").option("--min-score <n>", "lowest score of the grader's scale", "0").option("--max-score <n>", "highest score of the grader's scale", "1").addOption(new Option("--mode <mode>", "grader mode").choices(["pointwise", "listwise"]).default("pointwise")).option("--max-retries <n>", "asks per generation step before giving up", "3").option("--max-epochs <n>", "--iterative: passes over the examples", String(ITERATIVE_DEFAULTS.max_epochs)).option("--batch-size <n>", "--iterative: examples per batch", String(ITERATIVE_DEFAULTS.batch_size)).option("--min-increment-threshold <x>", "--iterative: a batch adding a smaller share of new rubrics counts toward --patience", String(ITERATIVE_DEFAULTS.min_increment_threshold)).option("--patience <n>", "--iterative: stop after this many batches in a row below the threshold", String(ITERATIVE_DEFAULTS.patience)).option("--max-total-rubrics <n>", "--iterative: cap on collected rubrics", String(ITERATIVE_DEFAULTS.max_total_rubrics)).option("--enable-categorization", "--iterative: merge the rubrics into themes at the end", false).option("--categories-number <n>", "--iterative: at most this many themes", String(ITERATIVE_DEFAULTS.categories_number));
  addJudgeOptions2(generate).action(async (flags) => {
    setExit(await generateCommand(flags, judgeConfigFrom2(flags, ["rubrics generate"]), io));
  });
  const check = rubrics.command("check").description("Grade a labelled JSONL set with one grader of a config; report accuracy, Cohen's kappa and the confusion matrix, and gate on them.").requiredOption("--config <file>", "grading config (YAML or JSON) holding the grader").requiredOption("--grader <name>", "the grader's name in the config").requiredOption("--data <file>", "JSONL of examples (the grader's arguments, through its mapper) with a human label").option("--label-field <path>", "dot path of the label in each example", "label_score").option("--min-accuracy <x>", "exit 1 when accuracy is below this").option("--min-kappa <x>", "exit 1 when Cohen's kappa is below this (or undefined)").option("--baseline <file>", "a result written earlier with --out: exit 1 when accuracy or kappa dropped below it").option("--out <file>", "write the result as JSON (usable as a later --baseline)").option("--json", "print the result as JSON", false);
  addJudgeOptions2(check).action(async (flags) => {
    setExit(await checkCommand(flags, (names) => judgeConfigFrom2(flags, names), io));
  });
}

// src/cli/grade-command.ts
import os2 from "node:os";
function cell(value) {
  return value === null ? "-" : formatFixed(value, 4);
}
function formatSummaryTable(summary) {
  const keys = Object.keys(summary);
  if (keys.length === 0) return "(no scores)";
  const width = Math.max(3, ...keys.map((k) => k.length));
  const header2 = `${"key".padEnd(width)}  ${"count".padStart(5)}  ${"nan".padStart(5)}  ${"mean".padStart(9)}  ${"std_dev".padStart(9)}  ${"min".padStart(9)}  ${"max".padStart(9)}`;
  const lines = keys.map((key) => {
    const s = summary[key];
    return `${key.padEnd(width)}  ${String(s.count).padStart(5)}  ${String(s.nan_count).padStart(5)}  ${cell(s.mean).padStart(9)}  ${cell(s.std_dev).padStart(9)}  ${cell(s.min).padStart(9)}  ${cell(s.max).padStart(9)}`;
  });
  return [header2, ...lines].join("\n");
}
function concurrencyOf(value) {
  if (value === void 0) return Math.max(4, os2.availableParallelism() * 2);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`--concurrency: expected a positive integer, got '${value}'`);
  return n;
}
function reportFailures(failures, log) {
  for (const f of failures.slice(0, 20)) log(`error: task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
  if (failures.length > 20) log(`... and ${failures.length - 20} more failures (see the report's errors and results)`);
}
function registerGradeCommand(program2, io, setExit, addJudgeOptions2, judgeConfigFrom2) {
  const log = (line) => io.stderr(`${line}
`);
  const grade = program2.command("grade").description("Score a trial dataset (JSONL) with NeMo Evaluator metrics and OpenJudge graders; write <dataset>.report.json and print a summary.").option("--dataset <file>", "trial dataset, one JSON trial per line (task, trial, inputs, reference, candidate)").option("--config <file>", "grading config, YAML or JSON (metrics, views, tasks, graders, aggregators)").option("--out <file>", "report path (default: <dataset name>.report.json beside the dataset)").option("--shard <i/n>", "grade only the i-th of n deterministic slices of the tasks (merge the reports with --merge)").option("--concurrency <n>", "metric and grader evaluations at once (default: twice the cores, at least 4)").option("--merge <reports...>", "instead of grading, merge the reports of every --shard i/n run into --out (the unsharded report, byte for byte)").option("--json", "print the summary and failures as JSON on stdout", false);
  addJudgeOptions2(grade).action(async (flags) => {
    if (flags.merge !== void 0) {
      if (flags.out === void 0) throw new InputError("grade --merge needs --out FILE (where to write the merged report)");
      if (flags.dataset !== void 0 || flags.config !== void 0 || flags.shard !== void 0) throw new InputError("grade --merge takes shard reports and --out only (no --dataset, --config or --shard)");
      const { reportPath, report } = await mergeShardReports(flags.merge, flags.out);
      if (flags.json) io.stdout(`${JSON.stringify({ report_path: reportPath, trials: report.trials.length, summary: report.summary }, null, 2)}
`);
      else io.stdout(`${reportPath}: merged ${flags.merge.length} shard reports (${report.trials.length} trials)
${formatSummaryTable(report.summary)}
`);
      setExit(0);
      return;
    }
    if (flags.dataset === void 0 || flags.config === void 0) throw new InputError("grade needs --dataset FILE and --config FILE");
    const shard = flags.shard === void 0 ? void 0 : parseShard(flags.shard);
    if (flags.shard !== void 0 && shard === void 0) throw new InputError(`--shard: expected i/n with 1 <= i <= n, e.g. 2/4, got '${flags.shard}'`);
    const concurrency = concurrencyOf(flags.concurrency);
    const config = await loadGradingConfig(flags.config);
    const wantsJudge = config.judgeUsers.length > 0 ? config.judgeUsers : flags.provider !== void 0 && flags.model !== void 0 ? ["--provider/--model"] : [];
    const judge = judgeConfigFrom2(flags, wantsJudge);
    const outcome = await gradeDataset({
      dataset: flags.dataset,
      config: flags.config,
      ...flags.out === void 0 ? {} : { out: flags.out },
      ...shard === void 0 ? {} : { shard },
      concurrency,
      ...judge === void 0 ? {} : { judge },
      log
    });
    const exit = outcome.failures.length > 0 ? 1 : 0;
    reportFailures(outcome.failures, log);
    if (outcome.judge !== void 0) {
      const s = outcome.judge.accounting.snapshot();
      log(`judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`);
    }
    const trials = outcome.report.trials;
    if (flags.json) {
      io.stdout(`${JSON.stringify({ exit_status: exit, report_path: outcome.reportPath, trials: trials.length, failures: outcome.failures, summary: outcome.report.summary }, null, 2)}
`);
    } else {
      io.stdout(`${outcome.reportPath}: ${trials.length} trials of ${outcome.report.tasks.length} tasks${outcome.failures.length > 0 ? `, ${outcome.failures.length} failed metric or grader evaluations` : ""}
`);
      io.stdout(`${formatSummaryTable(outcome.report.summary)}
`);
    }
    setExit(exit);
  });
}

// src/cli/export-command.ts
async function exportCommand(options, io) {
  if (options.runDirs.length === 0 && options.reports.length === 0) {
    throw new InputError("export needs --run-dir DIR (repeatable) or --reports PATH... (report files or folders of runs)");
  }
  const flag = options.reports.length === 0 ? "--run-dir" : options.runDirs.length === 0 ? "--reports" : "--run-dir/--reports";
  const { tables, warnings, reports } = await loadExportTables([...options.runDirs, ...options.reports], flag, options.cwd);
  for (const warning of warnings) io.stderr(`warning: ${warning}
`);
  if (options.out === void 0) {
    const [measurements] = tables;
    if (measurements !== void 0) io.stdout(renderTable(measurements, options.format));
    io.stderr(`${reports} report(s); per-round and per-agent tables are written with --out DIR
`);
    return 0;
  }
  const written = await writeExportTables(tables, options.format, options.out);
  for (const [i, file] of written.entries()) io.stdout(`${file}: ${tables[i]?.rows.length ?? 0} rows
`);
  io.stderr(`${reports} report(s) exported
`);
  return 0;
}

// src/cli/export-thread-command.ts
import { writeFileSync } from "node:fs";

// raw-text:templates/probes/export_initial_prompt.njk
var export_initial_prompt_default = "Here is the conversation so far. Continue from where it stopped.\n";

// raw-text:templates/probes/export_continue_prompt.njk
var export_continue_prompt_default = "Continue.\n";

// src/core/history/export-thread.ts
var THREAD_FORMATS = ["anthropic", "openai"];
function flatToolCall(name, args) {
  return `[tool call ${name}] ${JSON.stringify(args)}`;
}
function flatToolResult(name, content) {
  return `[tool result ${name}]
${content}`;
}
function transformBlock(block, options) {
  if (block.type === "thinking") return options.includeThinking === true ? block : void 0;
  if (options.flattenTools === true) {
    if (block.type === "tool_call") return { type: "text", text: flatToolCall(block.tool_name, block.arguments) };
    if (block.type === "tool_result") return { type: "prompt", content: flatToolResult(block.tool_name, block.content) };
  }
  return block;
}
function threadMessages(messages, options) {
  const out = [];
  for (const message of messages) {
    const blocks = message.blocks.map((b) => transformBlock(b, options)).filter((b) => b !== void 0);
    if (blocks.length === 0) continue;
    const last = out[out.length - 1];
    if (last !== void 0 && last.role === message.role) last.blocks.push(...blocks);
    else out.push({ role: message.role, blocks });
  }
  return out;
}
function usedTools(messages, registered) {
  const names = new Set(registered);
  for (const message of messages) for (const block of message.blocks) if (block.type === "tool_call") names.add(block.tool_name);
  return [...names];
}
var TOOL_NOTE = "A tool of the simulation (its schema is not recorded in the event log).";
function anthropicThreadBody(conversation, options) {
  const messages = threadMessages(conversation.messages, options);
  const body = {
    model: options.model,
    max_tokens: options.maxTokens,
    system: conversation.system,
    messages: anthropicMessages(messages)
  };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ name, description: TOOL_NOTE, input_schema: { type: "object" } }));
  }
  return body;
}
function openaiThreadBody(conversation, options) {
  const messages = threadMessages(conversation.messages, options);
  const body = { model: options.model, input: openaiInput(conversation.system, messages), max_output_tokens: options.maxTokens };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ type: "function", name, description: TOOL_NOTE, parameters: { type: "object" }, strict: false }));
  }
  return body;
}

// src/cli/export-thread-command.ts
async function exportThreadCommand(options, io) {
  const scenario = await detectScenario(options.runDir, options.scenario);
  const run2 = loadRun(options.runDir, scenario);
  const agents = probedAgents(run2.events, run2.agentConfigs);
  const agent = agents.find((a) => a.agent_id === options.agentId);
  if (agent === void 0) {
    throw new InputError(`--agent-id ${options.agentId}: no such agent in ${run2.logPath} (agents: ${agents.map((a) => a.agent_id).join(", ") || "none"})`);
  }
  let systemPrompt = agent.system_prompt;
  let prompts = {
    initial: renderStrict({ name: "templates/probes/export_initial_prompt.njk", source: export_initial_prompt_default }, {}),
    continuation: renderStrict({ name: "templates/probes/export_continue_prompt.njk", source: export_continue_prompt_default }, {})
  };
  if (options.scenarioAssets === void 0) {
    io.stderr("note: no --scenario-assets: the system prompt is the agent's registered one, without GlossoGen's protocol suffix, and the initial/continue prompts are agent-eval's own wording\n");
  } else {
    const assets = loadProbeAssets(options.scenarioAssets, scenario);
    if (!assets.runner.ok) throw new InputError(`--scenario-assets ${options.scenarioAssets}: ${assets.runner.reason}`);
    systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, assets.runner.value);
    prompts = historyPrompts(assets.runner.value);
  }
  const history = buildMessageHistory(run2.events, {
    agentId: agent.agent_id,
    systemPrompt,
    prompts,
    cutoffRound: options.round ?? null,
    targetTimestamp: lastEventTimestamp(run2.events),
    splitParallelToolCalls: agent.provider === "self-hosted"
  });
  if (history.length === 0) {
    throw new InputError(`agent ${agent.agent_id} has no conversation to export${options.round === void 0 ? "" : ` before round ${options.round}`}`);
  }
  const format = options.format ?? (agent.provider === "anthropic" ? "anthropic" : "openai");
  const exportOptions = {
    format,
    model: agent.model,
    maxTokens: agent.max_tokens,
    toolNames: agent.tool_names,
    flattenTools: options.flattenTools,
    includeThinking: options.includeThinking
  };
  const conversation = toConversation(history);
  const body = format === "anthropic" ? anthropicThreadBody(conversation, exportOptions) : openaiThreadBody(conversation, exportOptions);
  const text2 = `${JSON.stringify(body, null, 2)}
`;
  if (options.out === void 0) io.stdout(text2);
  else {
    writeFileSync(options.out, text2, "utf8");
    const count = "messages" in body ? `${body.messages.length} messages` : `${body.input.length} input items`;
    io.stderr(`${options.out}: ${format} request body for ${agent.agent_id} (${agent.provider}/${agent.model}), ${count}
`);
  }
  return 0;
}

// src/cli/main.ts
var defaultIo = {
  stdout: (text2) => process.stdout.write(text2),
  stderr: (text2) => process.stderr.write(text2),
  stderrStream: process.stderr
};
function positiveIntFlag(value, flag) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw new InputError(`${flag}: expected a positive integer, got '${value}'`);
  return n;
}
function probeConfigFrom(flags, probeMetricNames) {
  if (probeMetricNames.length === 0) return void 0;
  let mode;
  try {
    mode = parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${error.message}`, { cause: error });
  }
  if (mode !== "live" && !existsSync(flags.fixtures)) {
    throw new InputError(`--fixtures ${flags.fixtures}: no such directory (${probeMetricNames.join(", ")} in judge mode ${mode} read recorded answers from it)`);
  }
  return { mode, fixturesDir: flags.fixtures, concurrency: positiveIntFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY };
}
function judgeConfigFrom(flags, judgeMetricNames) {
  let mode;
  try {
    mode = parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${error.message}`, { cause: error });
  }
  const settings = parseJudgeSettings(flags.judgeSettings);
  const provider = JUDGE_PROVIDERS.find((p) => p === flags.provider);
  if (flags.provider !== void 0 && provider === void 0) {
    throw new InputError(`--provider: '${flags.provider}' is not one of ${JUDGE_PROVIDERS.join(", ")}`);
  }
  parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  if (judgeMetricNames.length === 0) return void 0;
  if (provider === void 0 || flags.model === void 0) {
    throw new InputError(
      `judge metrics (${judgeMetricNames.join(", ")}) need --provider and --model: recorded answers are keyed by them, and record/live modes call that model`
    );
  }
  let concurrency = DEFAULT_JUDGE_CONCURRENCY;
  if (flags.judgeConcurrency !== void 0) {
    const n = Number(flags.judgeConcurrency);
    if (!Number.isInteger(n) || n < 1) throw new InputError(`--judge-concurrency: expected a positive integer, got '${flags.judgeConcurrency}'`);
    concurrency = n;
  }
  const timeoutMs = parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  return {
    provider,
    model: flags.model,
    settings,
    mode,
    fixturesDir: flags.fixtures,
    concurrency,
    ...timeoutMs === void 0 ? {} : { timeoutMs }
  };
}
function addJudgeOptions(command) {
  return command.option("--provider <name>", `judge provider: ${JUDGE_PROVIDERS.join(" | ")} (scripted = the local judge behind the bundled example fixtures)`).option("--model <model>", "judge model, e.g. claude-haiku-4-5-20251001 or gpt-5.4-mini").option("--judge-settings <json>", `judge model settings as JSON, e.g. '{"max_tokens": 4096}' (part of the recording key)`).option("--judge-mode <mode>", "replay (recorded answers only, never the network) | record-missing | record-all | live", "replay").option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR).option("--judge-concurrency <n>", `concurrent judge calls (default: ${DEFAULT_JUDGE_CONCURRENCY})`).option("--judge-timeout <seconds>", `per-attempt timeout of a judge call, in seconds (default: ${DEFAULT_TIMEOUT_MS / 1e3}; ${DEFAULT_MAX_ATTEMPTS} attempts)`);
}
async function readScenarioConfig(file) {
  const text2 = await readTextIfExists(file);
  if (text2 === void 0) throw new InputError(`--scenario-config ${file}: file not found`);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new InputError(`--scenario-config ${file}: not valid JSON (${describeJsonSyntaxError(error, text2)})`);
  }
  const parsed = scenarioConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new InputError(`--scenario-config ${file}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}
function parseConcurrency(value) {
  if (value === void 0) return Math.max(1, os3.availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`--concurrency: expected a positive integer, got '${value}'`);
  return n;
}
function jsonRun(o) {
  const run2 = { run_dir: o.runDir, scenario: o.scenarioName, report_path: o.reportPath, measurements: o.measurements, metrics: o.metrics, invocation: o.invocation };
  return JSON.stringify(run2, null, 2);
}
function jsonDocument(exitStatus, runs) {
  const items = runs.map((run2) => `    ${run2.replaceAll("\n", "\n    ")}`).join(",\n");
  return `{
  "exit_status": ${JSON.stringify(exitStatus)},
  "runs": ${runs.length === 0 ? "[]" : `[
${items}
  ]`}
}`;
}
async function evaluateCommand(scenario, flags, io) {
  if (flags.out !== void 0 && flags.runDir.length > 1) {
    throw new InputError("--out names one report file, so it can only be used with a single --run-dir");
  }
  const concurrency = parseConcurrency(flags.concurrency);
  const logLine = (line) => io.stderr(`${line}
`);
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: logLine });
  const broken = loaded.skipped.filter((s) => s.scope === "plugin" && flags.plugin.includes(s.plugin));
  if (broken.length > 0) throw new InputError(broken.map((s) => `--plugin ${s.plugin}: ${s.reason}`).join("; "));
  if (flags.ontologyPath !== void 0 && !existsSync(flags.ontologyPath)) throw new InputError(`--ontology-path ${flags.ontologyPath}: file not found`);
  const metrics = await jobMetrics({ metrics: flags.metrics, plugins, pluginCwd: process.cwd(), ...flags.gpt2Model === void 0 ? {} : { gpt2Model: flags.gpt2Model } });
  const judgeMetricNames = [...new Set(metrics.filter((m) => m.kind === "judge").map((m) => m.name))];
  const probeMetricNames = [...new Set(metrics.filter((m) => m.kind === "probe").map((m) => m.name))];
  const probeReplicas = positiveIntFlag(flags.probeReplicas, "--probe-replicas");
  const probeRound = positiveIntFlag(flags.probeRound, "--probe-round");
  if (flags.scenarioAssets !== void 0 && !existsSync(flags.scenarioAssets)) throw new InputError(`--scenario-assets ${flags.scenarioAssets}: no such directory`);
  const probe = probeConfigFrom(flags, probeMetricNames);
  const job = {
    scenario,
    metrics: flags.metrics,
    out: flags.out,
    allowIncomplete: flags.allowIncomplete,
    scenarioConfig: flags.scenarioConfig === void 0 ? void 0 : await readScenarioConfig(flags.scenarioConfig),
    ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
    judge: judgeConfigFrom(flags, judgeMetricNames),
    metricOptions: {
      ...flags.ontologyPath === void 0 ? {} : { ontologyPath: flags.ontologyPath },
      ...probeReplicas === void 0 ? {} : { probeReplicas },
      ...probeRound === void 0 ? {} : { probeRound }
    },
    ...probe === void 0 ? {} : { probe },
    ...flags.scenarioAssets === void 0 ? {} : { scenarioAssets: flags.scenarioAssets },
    plugins,
    pluginCwd: process.cwd(),
    ...flags.knobs === void 0 ? {} : { knobs: await readKnobs(flags.knobs) },
    ...flags.gpt2Model === void 0 ? {} : { gpt2Model: flags.gpt2Model },
    ...flags.verbose ? { verbose: true } : {}
  };
  await checkJob(job);
  const progress = createProgress(flags.runDir.length, io.stderr, io.stderrStream);
  let worst = 0;
  const rendered = new Array(flags.runDir.length);
  await runMany(flags.runDir, job, {
    concurrency,
    threads: flags.concurrency === void 0 ? "auto" : "fixed",
    onThreadsStarted: (threads) => {
      if (flags.verbose) logLine(`evaluating in ${threads} threads`);
    },
    workerScript: io.workerScript,
    log: logLine,
    retain: false,
    onResult: (runDir, result, index) => {
      if (result.kind === "input-error") {
        logLine(`error: ${result.message}`);
        worst = 2;
        progress.advance(`${runDir} (not evaluated)`);
        return;
      }
      const { outcome } = result;
      for (const failure of outcome.failed) logLine(`error: ${runDir}: metric ${failure.name} failed: ${failure.error}`);
      if (outcome.failed.length > 0) worst = Math.max(worst, 1);
      if (outcome.failed.length > 1) {
        logLine(
          `${outcome.failed.length} metric(s) failed: ${outcome.failed.map((f) => f.name).join(", ")}. Results from the metrics that succeeded were still written to ${outcome.reportPath}.`
        );
      }
      rendered[index] = flags.json ? jsonRun(outcome) : formatScoreTable([outcome]);
      progress.advance(runDir);
    }
  });
  progress.done();
  const done = rendered.filter((text2) => text2 !== void 0);
  if (flags.json) io.stdout(`${jsonDocument(worst, done)}
`);
  else if (done.length > 0) io.stdout(`${done.join("\n")}
`);
  return worst;
}
async function metricsCommand(io, json, pluginFlags) {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: pluginFlags });
  const { registry } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}
`) });
  const available = [...registry.metrics.values()].sort((a, b) => a.name.localeCompare(b.name));
  const unavailable = [...registry.unavailable.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (json) {
    io.stdout(
      `${JSON.stringify(
        {
          available: available.map((m) => ({
            name: m.name,
            kind: m.kind,
            version: m.version,
            unit: m.unit,
            description: m.description,
            not_applicable_when: m.notApplicableWhen
          })),
          unavailable
        },
        null,
        2
      )}
`
    );
    return 0;
  }
  const width = Math.max(...available.map((m) => m.name.length), ...unavailable.map((m) => m.name.length));
  const lines = available.map(
    (m) => `${m.name.padEnd(width)}  [${m.kind}] ${m.description} Unit: ${m.unit}. ` + (m.notApplicableWhen.startsWith("never") ? `Always applies (${m.notApplicableWhen.replace(/^never\s*/, "").replace(/^\((.*)\)$/, "$1") || "never skipped"}).` : `Does not apply when ${m.notApplicableWhen}.`)
  );
  lines.push("", "Not available:");
  for (const m of unavailable) lines.push(`${m.name.padEnd(width)}  ${m.reason}`);
  io.stdout(`${lines.join("\n")}
`);
  return 0;
}
var collect2 = (value, previous = []) => [...previous, value];
function buildProgram(io, setExit) {
  const program2 = new Command("agent-eval").description("Score GlossoGen agent-simulation runs and compare them against a baseline.").version(AGENT_EVAL_VERSION).exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  const evaluate = program2.command("evaluate").description("Compute metrics for one or more run directories and write <scenario>_report.json into each.").argument("[scenario]", "scenario name (default: detected from the run directory's event log)").requiredOption("--run-dir <dir>", "run directory (repeatable)", collect2).requiredOption("--metrics <list>", "comma-separated metric names (see `agent-eval metrics`)").option("--out <file>", "report path (default: <run-dir>/<scenario>_report.json; single --run-dir only)").option("--allow-incomplete", "evaluate runs without a simulation_ended event (recorded in the report)", false).option("--scenario-config <file>", "JSON descriptor (primary channels, display names) for a scenario agent-eval does not know").option("--knobs <json|file>", `knob overrides merged onto each run's recorded scenario configuration, as JSON or a JSON file, e.g. '{"two_teams": true}'`).option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)").option("--gpt2-model <dir>", "local GPT-2 model directory (config.json, model.safetensors, tokenizer) that makes perplexity available").option("--ontology-path <file>", "ontology JSON for communication_feature_presence (default: newest in <run-dir>/../_ontology/)").option("--scenario-assets <dir>", "a GlossoGen checkout's src/glossogen/scenarios folder: the probe questions and prompts protocol_probe and protocol_explanation send").option("--probe-replicas <n>", "replicas per (agent, question); required with protocol_probe").option("--probe-round <r>", "exclusive round cutoff for protocol_probe: the history covers rounds 1..R-1 (default: the whole run)").option("--plugin <spec>", "load the metrics a package declares in its package.json (package name or ./dir); repeatable", collect2, []).addOption(new Option("--concurrency <n>", "runs evaluated at once, in as many processes (default: up to one process per core, started only when the remaining work pays for one)")).option("--json", "print machine-readable results on stdout", false).option("--verbose", "also print each metric's per-run notes (why it does not apply, dropped replicas\u2026)", false);
  addJudgeOptions(evaluate).action(async (scenario, flags) => {
    setExit(await evaluateCommand(scenario, flags, io));
  });
  program2.command("diff").description("Compare candidate reports with baseline reports: \u0394 (pp for fractions), 95% intervals over runs, a verdict per metric, gates.").requiredOption("--baseline <path...>", "baseline report files, run directories, or folders of run directories").requiredOption("--candidate <path...>", "candidate report files, run directories, or folders of run directories").addOption(new Option("--format <format>", "output format").choices([...DIFF_FORMATS]).default("text")).option("--gate <rule...>", "gate rules such as round_success:-5pp or message_entropy:-0.2 (only gated metrics can fail)", []).addOption(new Option("--fail-on <when>", "exit 1 on").choices([...FAIL_ON_VALUES]).default("regression")).option("--icc <x>", "within-run correlation of rounds (0 to 1) for pooled-rounds intervals (default: estimated from the runs, at least 0.3 below 3 runs a side)").option("--sequential", "confirm mode: runs may be added until the verdict is conclusive; each look at k runs a side is tested at alpha/((k-2)(k-1))", false).option("--comment-id <id>", "markdown: start with the sticky-comment marker for this id").option("--head-sha <sha>", "markdown: record the commit the comment was written for").option("--title <text>", "markdown: comment title").action(
    async (flags) => {
      setExit(
        await runDiffCommand(
          {
            baseline: flags.baseline,
            candidate: flags.candidate,
            format: flags.format,
            gate: flags.gate,
            failOn: flags.failOn,
            ...flags.icc === void 0 ? {} : { icc: flags.icc },
            sequential: flags.sequential,
            ...flags.commentId === void 0 ? {} : { commentId: flags.commentId },
            ...flags.headSha === void 0 ? {} : { headSha: flags.headSha },
            ...flags.title === void 0 ? {} : { title: flags.title }
          },
          io
        )
      );
    }
  );
  program2.command("verify").description("Re-evaluate, in replay mode, every metric in each run's report and fail with a per-metric diff if anything differs.").argument("[scenario]", "scenario name (default: detected)").requiredOption("--run-dir <dir>", "run directory with a report (repeatable)", collect2).option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR).option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)").option("--ontology-path <file>", "ontology JSON for communication_feature_presence (default: newest in <run-dir>/../_ontology/)").option("--plugin <spec>", "load the metrics a package declares, for reports that list them (package name or ./dir); repeatable", collect2, []).option("--gpt2-model <dir>", "local GPT-2 model directory, for reports that list perplexity").option("--json", "print machine-readable results", false).action(async (scenario, flags) => {
    const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
    const results = [];
    let worst = 0;
    for (const runDir of flags.runDir) {
      let result;
      try {
        result = await verifyRun(
          runDir,
          {
            scenario,
            fixturesDir: flags.fixtures,
            ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
            judgeConcurrency: DEFAULT_JUDGE_CONCURRENCY,
            ontologyPath: flags.ontologyPath,
            plugins,
            pluginCwd: process.cwd(),
            gpt2Model: flags.gpt2Model
          },
          (line) => io.stderr(`${line}
`)
        );
      } catch (error) {
        if (!(error instanceof InputError) && !isFsError(error)) throw error;
        io.stderr(`error: ${runFailureMessage(runDir, error)}
`);
        worst = 2;
        continue;
      }
      results.push(result);
      worst = Math.max(worst, verifyExitStatus(result));
      if (!flags.json) io.stdout(`${formatVerifyResult(result)}
`);
    }
    if (flags.json) io.stdout(`${JSON.stringify({ exit_status: worst, runs: results }, null, 2)}
`);
    setExit(worst);
  });
  program2.command("export").description("Turn reports into tables for pandas or a spreadsheet: one row per (run, metric), plus per-round and per-agent tables.").option("--run-dir <dir>", "run directory with a report (repeatable)", collect2, []).option("--reports <path...>", "report files, run directories, or folders of run directories (searched recursively)", []).addOption(new Option("--format <format>", "table format").choices([...EXPORT_FORMATS]).default("csv")).option("--out <dir>", "write measurements, per_round and per_agent tables into this directory (default: the measurements table on stdout)").action(async (flags) => {
    setExit(await exportCommand({ runDirs: flags.runDir, reports: flags.reports, format: flags.format, out: flags.out, cwd: process.cwd() }, io));
  });
  program2.command("export-thread").description("Print one agent's reconstructed conversation as a request body its provider's API accepts as is.").argument("[scenario]", "scenario name (default: detected from the run directory's event log)").requiredOption("--run-dir <dir>", "run directory").requiredOption("--agent-id <id>", "the agent whose conversation to export").option("--round <r>", "exclusive round cutoff, as --probe-round: the conversation covers rounds 1..R-1 (default: the whole run)").addOption(new Option("--format <format>", "provider request format (default: the agent's own provider)").choices([...THREAD_FORMATS])).option("--flatten-tools", "render tool calls and results as plain text (a body that needs no tool configuration)", false).option("--include-thinking", "keep reasoning parts, as <think> text (dropped by default: replaying them raw needs provider signatures)", false).option("--scenario-assets <dir>", "a GlossoGen checkout's src/glossogen/scenarios folder: GlossoGen's system-prompt suffix and runner prompts, exactly as the probes send them").option("--out <file>", "write the body here (default: stdout)").action(
    async (scenario, flags) => {
      setExit(
        await exportThreadCommand(
          {
            scenario,
            runDir: flags.runDir,
            agentId: flags.agentId,
            round: positiveIntFlag(flags.round, "--round"),
            format: flags.format,
            flattenTools: flags.flattenTools,
            includeThinking: flags.includeThinking,
            out: flags.out,
            scenarioAssets: flags.scenarioAssets
          },
          io
        )
      );
    }
  );
  const fixtures = program2.command("fixtures").description("Check or prune the judge recording store.");
  fixtures.command("check").description("Parse every recording, refuse secrets, and list stale recordings (another template version, model or provider).").option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR).option("--model <model>", "flag recordings made for another judge model").option("--provider <name>", "flag recordings made for another provider").option("--fail-on-stale", "exit 1 when stale recordings exist", false).action(async (flags) => {
    const result = await checkFixtures(flags.fixtures, { ...flags, secrets: configuredApiKeys(process.env) });
    for (const problem of result.problems) io.stderr(`error: ${problem}
`);
    for (const entry of result.stale) io.stderr(`stale: ${entry}
`);
    io.stdout(`${result.files} recordings checked: ${result.problems.length} problem(s), ${result.stale.length} stale
`);
    setExit(result.problems.length > 0 || flags.failOnStale && result.stale.length > 0 ? 1 : 0);
  });
  fixtures.command("prune").description("Delete recordings that no judge metric in the given runs' reports uses (replays them to find out).").requiredOption("--run-dir <dir>", "run directory whose report's judge metrics must stay reproducible (repeatable)", collect2).option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR).option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)").option("--ontology-path <file>", "ontology JSON for communication_feature_presence").option("--dry-run", "list what would be deleted without deleting", false).action(async (flags) => {
    const result = await pruneFixtures(
      {
        runDirs: flags.runDir,
        fixturesDir: flags.fixtures,
        ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
        dryRun: flags.dryRun,
        ontologyPath: flags.ontologyPath
      },
      (line) => io.stderr(`${line}
`)
    );
    for (const file of result.deleted) io.stdout(`${flags.dryRun ? "would delete" : "deleted"} ${file}
`);
    io.stdout(`${result.kept} recordings in use kept, ${result.deleted.length} ${flags.dryRun ? "would be " : ""}deleted
`);
    setExit(0);
  });
  const ontology = program2.command("ontology").description("Build the communication ontology used by communication_feature_presence.");
  const consolidate = ontology.command("consolidate").description("Pool communication_open_coding labels from runs and consolidate them into an ontology with the judge.").requiredOption("--run-dir <dir>", "run directory with communication_open_coding.json (repeatable)", collect2).requiredOption("--out <file>", "where to write the ontology JSON (e.g. runs/<scenario>/_ontology/v1.json)").option("--ontology-version <v>", "version string written into the ontology", "v1");
  addJudgeOptions(consolidate).action(async (flags) => {
    const judge = judgeConfigFrom(flags, ["communication_ontology_consolidate"]);
    if (judge === void 0) throw new InputError("a judge is required");
    io.stdout(`${await consolidateCommand({ runDirs: flags.runDir, out: flags.out, version: flags.ontologyVersion, judge }, (line) => io.stderr(`${line}
`))}
`);
    setExit(0);
  });
  registerRubricsCommand(program2, io, setExit, addJudgeOptions, judgeConfigFrom);
  registerGradeCommand(program2, io, setExit, addJudgeOptions, judgeConfigFrom);
  program2.command("metrics").description("List every metric: what it measures, its unit, deterministic or judge, and when it does not apply.").option("--json", "print as JSON", false).option("--plugin <spec>", "also list the metrics a package declares (package name or ./dir); repeatable", collect2, []).action(async (flags) => {
    setExit(await metricsCommand(io, flags.json, flags.plugin));
  });
  return program2;
}
function redactingIo(io, keys) {
  if (keys.length === 0) return io;
  const redact = (text2) => keys.reduce((out, key) => out.includes(key) ? out.split(key).join("[redacted]") : out, text2);
  return { ...io, stdout: (text2) => io.stdout(redact(text2)), stderr: (text2) => io.stderr(redact(text2)) };
}
async function runCli(argv, givenIo = defaultIo) {
  const io = redactingIo(givenIo, configuredApiKeys(process.env));
  let exitCode = 0;
  const program2 = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program2.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof InputError) {
      io.stderr(`error: ${error.message}
`);
      return 2;
    }
    if (isFsError(error)) {
      io.stderr(`error: ${typeof error.path === "string" ? `${error.path}: ` : ""}${describeFsError(error)}
`);
      return 2;
    }
    const debug = process.env.AGENT_EVAL_DEBUG === "1" && error instanceof Error;
    io.stderr(`error: ${debug ? error.stack ?? error.message : error instanceof Error ? error.message : String(error)}
`);
    return 1;
  }
}

export {
  anthropicThreadBody,
  openaiThreadBody,
  probeConfigFrom,
  judgeConfigFrom,
  runCli
};
