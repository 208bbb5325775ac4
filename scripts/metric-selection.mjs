// The metric lists the demo, the benchmark and the README picture use, kept in one place so the
// picture shows exactly the comment `npm run demo` prints.

/** Every deterministic metric that needs nothing outside the run directory. */
export const DETERMINISTIC_METRICS = [
  "round_success",
  "round_success_after_resume",
  "round_ended_idle",
  "round_ended_timeout",
  "postmortem_ended_timeout",
  "content_filter_refusal",
  "mean_chars_per_round",
  "mean_chars_per_message",
  "message_entropy",
  "gzip_compression_ratio",
  "protocol_probe_replica_self_similarity",
  "protocol_probe_agent_pair_similarity",
  "protocol_probe_cutoff_trajectory",
];

/** Judge metrics the demo replays from recorded-judges/ (answers of the scripted example judge). */
export const DEMO_JUDGE_METRICS = ["language_strangeness", "shorthand_codes", "dialog_retransmission"];

/** How the demo and the README picture diff the example candidate against the baseline. */
export const DEMO_DIFF_FLAGS = ["--gate", "round_success:-5pp", "--format", "markdown", "--comment-id", "agent-eval"];

/** The judge identity the bundled recordings are keyed by. */
export const EXAMPLE_JUDGE_FLAGS = ["--provider", "scripted", "--model", "scripted-local-judge", "--judge-mode", "replay"];
