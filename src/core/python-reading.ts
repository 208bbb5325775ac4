/**
 * A recorded output as Python's `json.loads` reads the file, for the readers that must see what
 * OpenJudge sees (graders/llm/structured-output.ts); every other reader keeps `JSON.parse`'s value.
 * The two differ only where JSON.parse loses something: an int beyond 2^53 (exact, a `bigint`), a
 * whole float (`4.0` stays a float, a `PyFloat`), `-0` (Python's int 0, where `-0.0` is the float
 * -0.0), the order of integer-like keys, and `NaN`/`Infinity` literals, which Python accepts.
 * JSON.stringify writes no whole float, `-0` or NaN, so agent-eval's own recordings differ at most in
 * big ints and key order; a hand-written or hostile recording can differ in all of them. The fixture
 * store attaches it (judge/fixture-store.ts) under a non-enumerable symbol: invisible to
 * JSON.stringify, spreads and schemas. The trace evidence handle attaches the same way the json.loads
 * reading of each tool call's arguments (node/evidence/trace-evidence.ts), for efficient_tool_use.
 * In the core because the judge, the graders and the trial metrics all read it. Pure.
 */
const PYTHON_READING: unique symbol = Symbol("agent-eval.pythonReading");

/** Records `python`, the json.loads reading of the file, on a recorded output object. */
export function attachPythonReading(output: object, python: unknown): void {
  Object.defineProperty(output, PYTHON_READING, { value: python, enumerable: false, configurable: true });
}

/** The output as json.loads read it, or `output` itself when nothing is attached. */
export function pythonReadingOf(output: unknown): unknown {
  if (output === null || typeof output !== "object") return output;
  return Object.hasOwn(output, PYTHON_READING) ? (output as { [PYTHON_READING]: unknown })[PYTHON_READING] : output;
}
