import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL
} from "./chunk-GAD2OWH4.js";
import "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/judge/example-judge.ts
var EXAMPLE_RECORDED_AT = "2026-11-30T00:00:00.000Z";
var EXAMPLE_JUDGE_IDENTITY = { model: SCRIPTED_MODEL, provider: "scripted", settings: {} };
var SCRIPTED_PREFIX = "Scripted local judge (heuristic, not a model):";
function exampleJudgeAnswer(request) {
  switch (request.outputName) {
    case "LanguageStrangenessOutput":
      return languageStrangeness(request.user);
    case "SlangEmergenceOutput":
      return slangEmergence(request.user);
    case "NeologismOutput":
      return neologism(request.user);
    case "ShorthandCodesOutput":
      return shorthandCodes(request.user);
    case "DialogRetransmissionOutput":
      return dialogRetransmission(request.user, request.replica);
    case "RoundRepetitionOutput":
      return roundRepetition(request.user, request.replica);
    case "ProtocolLearnedOutput":
      return protocolLearned(request.user);
    case "CommunicationOpenCodingOutput":
      return openCoding(request.user);
    case "CommunicationOntologyConsolidationOutput":
      return consolidation(request.user);
    case "CommunicationFeaturePresenceOutput":
      return featurePresence(request.user);
    default:
      throw new Error(`example judge: no script for output ${request.outputName} (metric "${request.metric}")`);
  }
}
function exampleJudgeUsage(request, output) {
  return {
    input_tokens: Math.ceil((request.system.length + request.user.length) / 4),
    output_tokens: Math.ceil(JSON.stringify(output).length / 4),
    cache_read_input_tokens: 0,
    cache_creation_input_tokens: 0
  };
}
function exampleJudgeScript(request) {
  const output = exampleJudgeAnswer(request);
  return { output, usage: exampleJudgeUsage(request, output) };
}
var ROUND_HEADER = /^--- ROUND (-?\d+) \((\d+) messages\) ---$/;
var MESSAGE_LINE = /^\[([^\]]+)\] (.+?): (.*)$/;
var BLOCK_END = /^(How to answer:|Below is a fixed list|What to label:|Lines have the form)/;
function parseRounds(user) {
  const rounds = [];
  let current;
  let section = "main";
  for (const line of user.split("\n")) {
    if (line.startsWith("BEFORE THE CHANGE")) {
      section = "pre";
      current = void 0;
      continue;
    }
    if (line.startsWith("AFTER THE CHANGE")) {
      section = "post";
      current = void 0;
      continue;
    }
    const header = ROUND_HEADER.exec(line);
    if (header !== null) {
      current = { round: Number(header[1]), section, messages: [] };
      rounds.push(current);
      continue;
    }
    if (current === void 0) continue;
    if (BLOCK_END.test(line)) {
      current = void 0;
      continue;
    }
    const message = MESSAGE_LINE.exec(line);
    if (message !== null) current.messages.push({ channel: message[1] ?? "", sender: message[2] ?? "", text: message[3] ?? "" });
  }
  return rounds;
}
var FUNCTION_WORDS = new Set(
  "the a an is are was were be i you he she it we they to of and or with for this that in on at my your our me do does did".split(" ")
);
var STOPWORDS = /* @__PURE__ */ new Set([...FUNCTION_WORDS, ..."then if so as by from but not no yes".split(" ")]);
var STOCK_REPLIES = new Set("ok okay yes no done thanks sure right good fine agreed understood great".split(" "));
var NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
function tokens(text) {
  return text.split(/[\s_]+/).map((token) => token.replace(/^[("'“”‘’[]+|[)"'“”‘’\].,!?;:]+$/g, "")).filter((token) => /[\p{L}\p{N}]/u.test(token));
}
function isCodeToken(token) {
  if (/^\d+([.,/-]\d+)*$/.test(token)) return false;
  if (/^[A-Z]{2,4}$/.test(token)) return token !== "OK";
  if (/[A-Za-z]/.test(token) && /\d/.test(token)) return true;
  return /[A-Za-z]/.test(token) && /[A-Za-z0-9][=+/:<>|][A-Za-z0-9]/.test(token);
}
function codeTokens(text) {
  return tokens(text).filter(isCodeToken);
}
function isVowelDropped(token) {
  return /^[a-z]{3,}$/i.test(token) && !/[aeiouy]/i.test(token);
}
function quote(text, max = 80) {
  const clean = text.trim();
  return `\u201C${clean.length > max ? `${clean.slice(0, max - 1)}\u2026` : clean}\u201D`;
}
function roundList(rounds) {
  return rounds.length === 0 ? "none" : rounds.join(", ");
}
function unique(items) {
  return [...new Set(items)];
}
var SEPARATORS = "symbols used as field separators";
var CLIPPED = "clipped telegraphic phrasing";
var BARE_CODES = "bare code tokens instead of sentences";
function formAnomalies(text) {
  const found = [];
  const words = tokens(text);
  if (/[A-Za-z0-9][=|<>+/][A-Za-z0-9]/.test(text) || /\d:[A-Za-z]/.test(text) || text.split(";").length >= 4) found.push(SEPARATORS);
  const noFunctionWord = words.every((word) => !FUNCTION_WORDS.has(word.toLowerCase()));
  if (words.length >= 3 && noFunctionWord && (words.some(isVowelDropped) || text.split(",").length >= 3)) found.push(CLIPPED);
  const codes = words.filter(isCodeToken);
  if (codes.length > 0 && codes.length * 2 >= words.length) found.push(BARE_CODES);
  return found;
}
function languageStrangeness(user) {
  const rounds = parseRounds(user);
  const sendersByCategory = /* @__PURE__ */ new Map();
  const notes = [];
  for (const round of rounds) {
    const hits = round.messages.map((message) => ({ message, found: formAnomalies(message.text) })).filter((hit) => hit.found.length > 0);
    for (const { message, found } of hits) {
      for (const category of found) {
        const senders = sendersByCategory.get(category) ?? /* @__PURE__ */ new Set();
        senders.add(message.sender);
        sendersByCategory.set(category, senders);
      }
    }
    const first = hits[0];
    if (first !== void 0) {
      const kinds = unique(hits.flatMap((hit) => hit.found));
      notes.push({ round_number: round.round, note: `${kinds.join("; ")}, e.g. ${first.message.sender}: ${quote(first.message.text)}` });
    }
  }
  const categories = [SEPARATORS, CLIPPED, BARE_CODES].filter((category) => sendersByCategory.has(category));
  const mutual = [...sendersByCategory.values()].some((senders) => senders.size >= 2);
  const explanation = notes.length === 0 ? `${SCRIPTED_PREFIX} none of the ${rounds.length} rounds has a message with separator symbols between letters or digits, clipped comma fragments without function words, or mostly code tokens, so every round counts as ordinary English by these rules.` : `${SCRIPTED_PREFIX} ${notes.length} of ${rounds.length} rounds (${roundList(notes.map((n) => n.round_number))}) have a message with ${categories.join(", ")}. ${mutual ? "At least two agents share one of these patterns." : "Each pattern comes from a single agent."}`;
  return { per_round_notes: notes, anomaly_categories: categories, mutually_adopted: mutual, explanation };
}
function codeDefinitions(rounds) {
  const meanings = /* @__PURE__ */ new Map();
  for (const round of rounds) {
    for (const { text } of round.messages) {
      for (const match of text.matchAll(/\b([A-Z]{2,4}) = ([^;.]+)/g)) {
        const [code, meaning] = [match[1] ?? "", (match[2] ?? "").trim()];
        if (!meanings.has(code)) meanings.set(code, meaning.split(",")[0]?.trim() ?? meaning);
      }
      for (const match of text.matchAll(/\b([A-Z]{2}) ([a-z]+)(?=[,;.]|$)/g)) {
        const [code, meaning] = [match[1] ?? "", match[2] ?? ""];
        if (!meanings.has(code)) meanings.set(code, meaning);
      }
    }
  }
  return meanings;
}
function shape(token) {
  return token.replace(/[A-Z]/g, "A").replace(/[a-z]/g, "a").replace(/[0-9]/g, "9").replace(/(.)\1+/g, "$1");
}
function meanLength(messages) {
  return messages.length === 0 ? 0 : messages.reduce((sum, m) => sum + m.text.length, 0) / messages.length;
}
function shorthandCodes(user) {
  const rounds = parseRounds(user);
  const meanings = codeDefinitions(rounds);
  const notes = [];
  const allCodes = [];
  let questionRounds = 0;
  for (const round of rounds) {
    const codes = unique(round.messages.flatMap((message) => codeTokens(message.text)));
    if (codes.length === 0) continue;
    allCodes.push(...codes);
    if (round.messages.some((m) => m.text.includes("?") && tokens(m.text).length <= 4)) questionRounds++;
    const defined = codes.filter((code) => meanings.has(code));
    const undefinedCodes = codes.filter((code) => !meanings.has(code));
    const parts = [
      ...defined.length === 0 ? [] : [`codes ${defined.slice(0, 6).map((code) => `${code} = ${meanings.get(code) ?? ""}`).join("; ")}${defined.length > 6 ? ` (+${defined.length - 6} more)` : ""}`],
      ...undefinedCodes.length === 0 ? [] : [`codes without a stated meaning: ${undefinedCodes.slice(0, 6).join(", ")}${undefinedCodes.length > 6 ? ` (+${undefinedCodes.length - 6} more)` : ""}`]
    ];
    notes.push({ round_number: round.round, note: parts.join("; ") });
  }
  const shapeCounts = /* @__PURE__ */ new Map();
  for (const code of unique(allCodes)) shapeCounts.set(shape(code), (shapeCounts.get(shape(code)) ?? 0) + 1);
  const systematic = [...shapeCounts.values()].some((count) => count >= 3);
  const spoken = rounds.filter((round) => round.messages.length > 0);
  const third = Math.floor(spoken.length / 3);
  const early = meanLength(spoken.slice(0, third).flatMap((r) => r.messages));
  const late = meanLength(spoken.slice(spoken.length - third).flatMap((r) => r.messages));
  const shortened = third > 0 && late < 0.6 * early;
  const shared = notes.length > 0 && questionRounds * 2 < notes.length;
  const explanation = notes.length === 0 ? `${SCRIPTED_PREFIX} no message in the ${rounds.length} rounds contains a code token (an all-caps tag, a letter-digit mix or letters joined by =, +, /, :).` : `${SCRIPTED_PREFIX} code tokens appear in ${notes.length} of ${rounds.length} rounds (${roundList(notes.map((n) => n.round_number))}); ${unique(allCodes).length} distinct codes, ${meanings.size} with a meaning stated in the transcript. Mean message length goes from ${early.toFixed(0)} characters in the first third of rounds to ${late.toFixed(0)} in the last third; short questions follow codes in ${questionRounds} of those rounds.`;
  return { per_round_notes: notes, systematic, messages_shortened: shortened, shared_understanding: shared, explanation };
}
function instructionWords(user) {
  const start = user.indexOf("The agents were given these instructions");
  const end = user.indexOf("What counts as a neologism");
  const section = start === -1 || end === -1 ? "" : user.slice(start, end);
  return new Set(tokens(section).map((token) => token.toLowerCase()));
}
function neologism(user) {
  const rounds = parseRounds(user);
  const known = instructionWords(user);
  const vocabulary = new Set(known);
  const inLongMessage = /* @__PURE__ */ new Set();
  for (const round of rounds) {
    for (const { text } of round.messages) {
      const words = tokens(text).map((word) => word.toLowerCase());
      for (const word of words) vocabulary.add(word);
      if (words.length > 6) for (const word of words) inLongMessage.add(word);
    }
  }
  const blendOf = (word) => {
    for (let i = 3; i <= word.length - 3; i++) {
      const [head, tail] = [word.slice(0, i), word.slice(i)];
      if (vocabulary.has(head) && vocabulary.has(tail)) return [head, tail];
    }
    return void 0;
  };
  const candidate = (word) => /^[a-z]{6,}$/.test(word) && !known.has(word) && !STOPWORDS.has(word) && !inLongMessage.has(word) && blendOf(word) !== void 0;
  const usage = /* @__PURE__ */ new Map();
  const notes = [];
  for (const round of rounds) {
    const found = [];
    for (const message of round.messages) {
      for (const word of tokens(message.text).filter(candidate)) {
        found.push(word);
        const entry = usage.get(word) ?? { rounds: /* @__PURE__ */ new Set(), senders: /* @__PURE__ */ new Set() };
        entry.rounds.add(round.round);
        entry.senders.add(message.sender);
        usage.set(word, entry);
      }
    }
    if (found.length > 0) {
      const described = unique(found).map((word) => {
        const [head, tail] = blendOf(word) ?? ["?", "?"];
        return `"${word}" (a blend of "${head}" and "${tail}")`;
      });
      notes.push({ round_number: round.round, note: `${described.join(", ")}: not in the agents' instructions, only used in short messages` });
    }
  }
  const entries = [...usage.values()];
  const stable = entries.length > 0 && entries.every((entry) => entry.rounds.size >= 2);
  const mutual = entries.some((entry) => entry.senders.size >= 2);
  const explanation = notes.length === 0 ? `${SCRIPTED_PREFIX} no word glued together from two words seen elsewhere (e.g. "humshift") appears outside the agents' instructions and longer sentences, so no invented word was found.` : `${SCRIPTED_PREFIX} ${usage.size} blended word(s) (${[...usage.keys()].join(", ")}) occur only in short messages and never in the instructions or in longer sentences, in rounds ${roundList(notes.map((n) => n.round_number))}.`;
  return { per_round_notes: notes, semantically_stable: stable, mutually_adopted: mutual, explanation };
}
function slangEmergence(user) {
  const rounds = parseRounds(user);
  const oneWord = /* @__PURE__ */ new Map();
  for (const round of rounds) {
    for (const message of round.messages) {
      const words = tokens(message.text);
      const word = words[0]?.toLowerCase();
      if (words.length !== 1 || word === void 0 || !/^[a-z]{3,}$/.test(word) || !/[aeiou]/.test(word) || STOCK_REPLIES.has(word)) continue;
      const entry = oneWord.get(word) ?? { rounds: /* @__PURE__ */ new Set(), senders: /* @__PURE__ */ new Set() };
      entry.rounds.add(round.round);
      entry.senders.add(message.sender);
      oneWord.set(word, entry);
    }
  }
  const slang = [...oneWord.entries()].filter(([, entry]) => entry.rounds.size >= 2);
  const notes = rounds.flatMap((round) => {
    const words = slang.filter(([, entry]) => entry.rounds.has(round.round)).map(([word]) => `"${word}"`);
    return words.length === 0 ? [] : [{ round_number: round.round, note: `${words.join(", ")} sent as a whole message, standing for a recurring state of the task` }];
  });
  const shared = slang.some(([, entry]) => entry.senders.size >= 2);
  const explanation = notes.length === 0 ? `${SCRIPTED_PREFIX} no ordinary word is sent on its own as a whole message in two or more rounds (stock replies such as "ok" or "done" excluded), so no repurposed expression was found.` : `${SCRIPTED_PREFIX} ${slang.length} ordinary word(s) (${slang.map(([w]) => w).join(", ")}) are sent as whole messages in several rounds, in rounds ${roundList(notes.map((n) => n.round_number))}.`;
  return { per_round_notes: notes, shared_slang: shared, domain_specific_slang: notes.length > 0, explanation };
}
var ACKNOWLEDGEMENT = /^(ok|okay|thanks|thank you|got it|understood|agreed|roger|copy|yes|sure|will do|fine|good idea|👍)(\b|$|\s|[.,!—-])/iu;
var RESEND = /\b(please repeat|repeat (?:that|last|it|please)|resend|say again|come again|didn'?t get|did not get|garbled|cut off|unreadable)\b|\bagain\?/i;
var CLARIFY = /\b(which|what do you mean|not sure|sorry|how long|mean)\b/i;
function classifyMessage(text, replica) {
  const trimmed = text.trim();
  const words = tokens(trimmed).length;
  if (RESEND.test(trimmed) && (replica !== 2 || words <= 12)) return "retransmission";
  if (/^\?+$/.test(trimmed)) return replica === 3 ? "retransmission" : "dialog";
  if (trimmed.includes("?") && words <= 14 && (CLARIFY.test(trimmed) || words <= 3)) return "dialog";
  if (ACKNOWLEDGEMENT.test(trimmed) && words <= (replica === 2 ? 4 : 12)) return "dialog";
  return void 0;
}
function dialogRetransmission(user, replica) {
  const rounds = parseRounds(user);
  let dialogTotal = 0;
  let resendTotal = 0;
  const counts = rounds.flatMap((round) => {
    const classified = round.messages.map((message) => ({ message, kind: classifyMessage(message.text, replica) }));
    const dialog = classified.filter((c) => c.kind === "dialog");
    const resend = classified.filter((c) => c.kind === "retransmission");
    dialogTotal += dialog.length;
    resendTotal += resend.length;
    if (dialog.length === 0 && resend.length === 0) return [];
    const evidence = [...resend, ...dialog].slice(0, 3).map((c) => quote(c.message.text, 60)).join("; ");
    return [{ round_number: round.round, dialog_count: dialog.length, retransmission_request_count: resend.length, evidence }];
  });
  const rule = replica === 2 ? "acknowledgements of at most 4 words and resend requests of at most 12 words" : replica === 3 ? 'acknowledgements, short clarification questions, and a bare "?" as a resend request' : "acknowledgements and short clarification questions";
  return {
    per_round_counts: counts,
    explanation: `${SCRIPTED_PREFIX} replica ${replica} counts ${rule}: ${dialogTotal} dialog message(s) and ${resendTotal} retransmission request(s) over ${rounds.length} rounds, in ${counts.length} round(s).`
  };
}
function parseNumberedMessages(user) {
  const out = [];
  const lines = user.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const header = /^Message (\d+) \(from .*\):$/.exec(lines[i] ?? "");
    if (header === null || lines[i + 1] !== "<<<") continue;
    const body = [];
    let j = i + 2;
    while (j < lines.length && lines[j] !== ">>>") body.push(lines[j++] ?? "");
    out.push({ number: Number(header[1]), text: body.join("\n") });
    i = j;
  }
  return out;
}
function repetitionFactor(text, replica) {
  const words = tokens(text).map((token) => token.toLowerCase()).filter((token) => !STOPWORDS.has(token));
  if (words.length === 0) return 1;
  let factor = words.length / new Set(words).size;
  if (replica !== 2) {
    for (let i = 0; i + 1 < words.length; i++) {
      const digit = Number(words[i]);
      if (Number.isInteger(digit) && NUMBER_WORDS[digit] === words[i + 1]) factor += 0.5;
    }
  }
  const clamped = Math.min(3, Math.max(1, factor));
  if (replica === 2) return Math.round(clamped * 4) / 4;
  if (replica === 3) return Math.ceil(clamped * 2) / 2;
  return Math.round(clamped * 10) / 10;
}
function roundRepetition(user, replica) {
  return {
    per_message: parseNumberedMessages(user).map((message) => ({
      message_number: message.number,
      repetition_factor: repetitionFactor(message.text, replica)
    }))
  };
}
function protocolLearned(user) {
  const rounds = parseRounds(user);
  const pre = rounds.filter((r) => r.section === "pre");
  const post = rounds.filter((r) => r.section === "post");
  const label = /the team changed: (.+) joined at round (-?\d+)/.exec(user)?.[1] ?? "";
  const preSenders = new Set(pre.flatMap((r) => r.messages.map((m) => m.sender)));
  const postSenders = unique(post.flatMap((r) => r.messages.map((m) => m.sender)));
  let newcomers = postSenders.filter((sender) => label.includes(sender));
  if (newcomers.length === 0) newcomers = postSenders.filter((sender) => !preSenders.has(sender));
  const preCodes = /* @__PURE__ */ new Map();
  for (const round of pre) {
    for (const message of round.messages) {
      for (const code of codeTokens(message.text)) if (!preCodes.has(code)) preCodes.set(code, { round: round.round, text: message.text });
    }
  }
  const elements = [...preCodes.entries()].slice(0, 6).map(([code, seen]) => `code token "${code}" (round ${seen.round}: ${quote(seen.text, 60)})`);
  const notes = [];
  for (const round of post) {
    const mine = round.messages.filter((m) => newcomers.includes(m.sender));
    const using = mine.find((m) => codeTokens(m.text).some((code) => preCodes.has(code)));
    const extending = mine.find((m) => codeTokens(m.text).length > 0);
    if (using !== void 0) {
      notes.push({ round_number: round.round, note: `${using.sender} using the earlier protocol (reuses a pre-change code): ${quote(using.text)}` });
    } else if (extending !== void 0) {
      notes.push({ round_number: round.round, note: `${extending.sender} extending the protocol with a new code: ${quote(extending.text)}` });
    }
  }
  const explanation = newcomers.length === 0 ? `${SCRIPTED_PREFIX} no newcomer could be identified among the post-change senders, so no round is noted.` : `${SCRIPTED_PREFIX} ${preCodes.size} code token(s) were used before the change; the newcomer (${newcomers.join(", ")}) sends code tokens in ${notes.length} of ${post.length} post-change rounds (${roundList(notes.map((n) => n.round_number))}).`;
  return {
    per_round_notes: notes,
    protocol_elements: elements,
    newcomer_agent_ids: newcomers,
    protocol_established: preCodes.size > 0,
    explanation
  };
}
var CASE_PREFIX = /^(?:V[\w]{0,5}\s?\d+\b|\d+:)/;
var OPEN_CODING_FEATURES = [
  { label: 'case reports open with the case number ("Veyru 5:", "V7", "6:HD")', group: "case_numbering", test: (t) => CASE_PREFIX.test(t.trim()) },
  { label: "two-letter capital tags for symptom patterns", group: "symbolic_codes", test: (t) => tokens(t).some((w) => /^(?:\d+:)?[A-Z]{2}$/.test(w) && w !== "OK") },
  {
    label: "procedure packed into one letter-digit token",
    group: "symbolic_codes",
    test: (t) => tokens(t).length <= 4 && tokens(t).some((w) => w.length >= 4 && /[A-Za-z]/.test(w) && /\d/.test(w) && !/^\d+:/.test(w))
  },
  { label: 'field=value corrections ("face=right")', group: "field_layout", test: (t) => /[A-Za-z_]+=[A-Za-z_]+/.test(t) },
  { label: 'durations written as digits plus s ("8s")', group: "field_layout", test: (t) => /\b\d+s\b/.test(t) },
  { label: 'words abbreviated by dropping vowels ("chg", "pttrn")', group: "abbreviated_words", test: (t) => tokens(t).some(isVowelDropped) },
  { label: 'single-symbol outcome replies ("+" or "-")', group: "dialog_management", test: (t) => /^[+-]$/.test(t.trim()) },
  { label: "short clarification questions", group: "dialog_management", test: (t) => t.includes("?") && tokens(t).length <= 5 && !CASE_PREFIX.test(t.trim()) },
  { label: 'brief acknowledgements of the outcome ("Done, no change")', group: "dialog_management", test: (t) => /^(done|ok|okay|got it|better|no ch)/i.test(t.trim()) },
  { label: "full-sentence plain-English descriptions", group: "plain_language", test: (t) => tokens(t).length >= 12 }
];
function openCoding(user) {
  const rounds = parseRounds(user);
  const labels = OPEN_CODING_FEATURES.flatMap((feature) => {
    const evidence = rounds.flatMap((round) => {
      const hit = round.messages.find((m) => feature.test(m.text));
      return hit === void 0 ? [] : [{ round_number: round.round, quote: hit.text.length > 100 ? `${hit.text.slice(0, 99)}\u2026` : hit.text }];
    });
    return evidence.length === 0 ? [] : [{ text: feature.label, evidence }];
  });
  const roundsOf = (group) => rounds.filter((round) => round.messages.some((m) => OPEN_CODING_FEATURES.some((f) => f.group === group && f.test(m.text)))).map((r) => r.round);
  const plain = roundsOf("plain_language");
  const coded = roundsOf("symbolic_codes");
  const style = coded.length === 0 ? "the agents kept to plain-English messages throughout" : plain.length === 0 ? `the agents wrote compact codes from the start (code rounds: ${roundList(coded)})` : `plain-English sentences appear in rounds ${roundList(plain)} and compact codes in rounds ${roundList(coded)}`;
  return {
    labels,
    explanation: `${SCRIPTED_PREFIX} ${labels.length} of ${OPEN_CODING_FEATURES.length} fixed feature detectors fired over ${rounds.length} rounds; ${style}.`
  };
}
var GROUPS = [
  {
    id: "case_numbering",
    name: "Case-number prefixes",
    description: `A message reporting a case opens with the case's number in a compact form ("Veyru 5:", "V7", "6:") before the details.`,
    keywords: /case number|numbered|prefix/i
  },
  {
    id: "dialog_management",
    name: "Conversation management",
    description: "Messages that manage the exchange rather than carry task data: short clarification questions, acknowledgements and one-symbol outcome replies.",
    keywords: /question|clarif|acknowledg|repl(y|ies)|outcome|turn/i
  },
  {
    id: "symbolic_codes",
    name: "Symbolic codes",
    description: 'Short letter or letter-digit codes stand for whole symptom patterns or procedures (two-letter tags, packed tokens such as "CCl8s").',
    keywords: /tag|code|token|symbol/i
  },
  {
    id: "abbreviated_words",
    name: "Clipped abbreviations",
    description: 'Ordinary words are shortened, typically by dropping vowels ("chg", "pttrn"), while staying recognisable.',
    keywords: /abbreviat|vowel|clipped|shorten/i
  },
  {
    id: "field_layout",
    name: "Fixed fields and units",
    description: 'Values are written in a fixed field form: key=value pairs or numbers with a unit letter ("8s").',
    keywords: /field|=|layout|duration|unit|seconds/i
  },
  {
    id: "plain_language",
    name: "Plain-English sentences",
    description: "Task information is sent as full grammatical English sentences of a dozen words or more.",
    keywords: /plain|english|sentence|prose/i
  }
];
function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").split("_").slice(0, 5).join("_") || "feature";
}
function groupOf(label) {
  return OPEN_CODING_FEATURES.find((feature) => feature.label === label)?.group ?? GROUPS.find((group) => group.keywords.test(label))?.id;
}
function consolidation(user) {
  const pooled = [...user.matchAll(/^- "(.*)" \(runs: (\d+); evidence: (\d+)\)$/gm)].map((m) => ({ text: m[1] ?? "", runs: Number(m[2]) }));
  const runCount = /pooled list of labels from (\d+) runs/.exec(user)?.[1] ?? "?";
  const grouped = /* @__PURE__ */ new Map();
  for (const group of GROUPS) grouped.set(group.id, { name: group.name, description: group.description, synonyms: [] });
  const extra = [];
  for (const label of pooled) {
    const group = groupOf(label.text);
    if (group !== void 0) grouped.get(group)?.synonyms.push(label.text);
    else extra.push({ id: slug(label.text), name: label.text, description: `Messages show this feature: ${label.text}.`, synonyms: [label.text] });
  }
  const categories = [
    ...[...grouped.entries()].filter(([, c]) => c.synonyms.length > 0).map(([id, c]) => ({ id, ...c })),
    ...extra
  ];
  return {
    categories,
    explanation: `${SCRIPTED_PREFIX} merged ${pooled.length} pooled labels from ${runCount} runs into ${categories.length} categories with a fixed table (each label goes to the group of the detector that wrote it, else by keywords); labels matching no group became categories of their own. It covers message layout, codes, abbreviations, plain prose and conversation management; it does not judge quality.`
  };
}
function parseCategories(user) {
  const categories = [];
  let current;
  for (const line of user.split("\n")) {
    const id = /^\* id: (.*)$/.exec(line);
    if (id !== null) {
      current = { id: id[1] ?? "", name: "", synonyms: [] };
      categories.push(current);
      continue;
    }
    if (current === void 0) continue;
    const name = /^ {2}name: (.*)$/.exec(line);
    if (name !== null) current.name = name[1] ?? "";
    const synonyms = /^ {2}also described as: (.*)$/.exec(line);
    if (synonyms !== null) current.synonyms = (synonyms[1] ?? "").split("; ");
  }
  return categories;
}
function featurePresence(user) {
  const rounds = parseRounds(user).filter((round) => round.messages.length > 0);
  const categories = parseCategories(user);
  const fallbacks = [];
  const scores = categories.map((category) => {
    let detectors = OPEN_CODING_FEATURES.filter((f) => category.synonyms.includes(f.label) || f.group === category.id).map((f) => f.test);
    if (detectors.length === 0) {
      fallbacks.push(category.id);
      const words = tokens(category.name).map((w) => w.toLowerCase()).filter((w) => w.length >= 4);
      detectors = [(text) => words.some((w) => text.toLowerCase().includes(w))];
    }
    const hits = rounds.filter((round) => round.messages.some((m) => detectors.some((test) => test(m.text))));
    const confidence = rounds.length === 0 ? 0 : Math.round(hits.length / rounds.length * 100) / 100;
    const example = hits[0]?.messages.find((m) => detectors.some((test) => test(m.text)));
    const justification = hits.length === 0 || example === void 0 ? `not seen in any of the ${rounds.length} rounds with messages` : `seen in ${hits.length} of ${rounds.length} rounds with messages (${roundList(hits.map((r) => r.round))}), e.g. round ${hits[0]?.round}: ${quote(example.text, 60)}`;
    return { category_id: category.id, confidence, justification: `${SCRIPTED_PREFIX} ${justification}` };
  });
  return {
    scores,
    notes: fallbacks.length === 0 ? "" : `${SCRIPTED_PREFIX} no detector is known for ${fallbacks.join(", ")}; scored by matching words of the category name.`
  };
}
export {
  EXAMPLE_JUDGE_IDENTITY,
  EXAMPLE_RECORDED_AT,
  OPEN_CODING_FEATURES,
  SCRIPTED_PREFIX,
  exampleJudgeAnswer,
  exampleJudgeScript,
  exampleJudgeUsage
};
