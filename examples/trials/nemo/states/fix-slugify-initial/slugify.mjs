export function slugify(text) {
  return text.replace(/ /g, "-");
}
