export interface RenderOptions {
    /** Template file name, for error messages. */
    readonly name: string;
    /** Strip leading/trailing whitespace of the result (prompts do, like upstream's renderer). */
    readonly strip?: boolean;
}
export declare function renderTemplate(source: string, variables: Readonly<Record<string, unknown>>, options: RenderOptions): string;
