/** Template files are imported as text (`templates/x.njk?raw`): bundled by esbuild, served by vite in tests. */
declare module "*?raw" {
  const text: string;
  export default text;
}
