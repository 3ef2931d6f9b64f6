// Escaping for every value the build writes into HTML or SVG text and attributes.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML shows it, safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character]);
