/** Tiny helpers so the post bodies read as text: only <p>, <ul>/<li> and <strong> are produced. */

export function p(text: string): string {
  return `<p>${text}</p>`;
}

export function ul(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export function strong(text: string): string {
  return `<strong>${text}</strong>`;
}

export function html(...blocks: string[]): string {
  return blocks.join('');
}
