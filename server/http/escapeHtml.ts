/** Text made safe to put in HTML, in content or in a quoted attribute (server-written pages and mail). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
