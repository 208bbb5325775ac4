export type DictMapper = Readonly<Record<string, string>>;
export type FunctionMapper = (row: Readonly<Record<string, unknown>>) => unknown;
export type Mapper = DictMapper | FunctionMapper;
/** OpenJudge's `get_value_by_path(data, path)`; `null` stands for Python `None`. */
export declare function getValueByPath(data: unknown, path: string): unknown;
/** OpenJudge's `parse_data_with_mapper`: the keyword arguments a grader is called with. */
export declare function applyMapper(row: Readonly<Record<string, unknown>>, mapper: Mapper | undefined): Record<string, unknown>;
