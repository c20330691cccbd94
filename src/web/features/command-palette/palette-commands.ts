/**
 * Whether a command's label answers what was typed: every word typed appears in it, whatever the
 * case and accents ("parame" finds "Paramètres", "new cl" finds "New client").
 */
export function commandMatches(label: string, typed: string): boolean {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const folded = fold(label);
  return words.every((word) => folded.includes(word));
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
