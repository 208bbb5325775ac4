/** Records `python`, the json.loads reading of the file, on a recorded output object. */
export declare function attachPythonReading(output: object, python: unknown): void;
/** The output as json.loads read it, or `output` itself when nothing is attached. */
export declare function pythonReadingOf(output: unknown): unknown;
