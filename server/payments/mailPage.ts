import { escapeHtml } from '../http/escapeHtml.ts';

/**
 * The shop's look for the mail about an order's money (the receipt, the refund notice): one column of
 * inline styles and tables, readable in a mail client with images off, since none is used.
 */
const CELL = 'padding:6px 0;border-bottom:1px solid #e7e0d8;';

/** A label and its figure on one row; the total's row in bold. */
export function mailRow(label: string, value: string, bold = false): string {
  const weight = bold ? 'font-weight:700;' : '';
  return `<tr><td style="${CELL}${weight}">${escapeHtml(label)}</td><td style="${CELL}text-align:right;${weight}">${escapeHtml(value)}</td></tr>`;
}

/** A table of rows (`mailRow`), the first one or one after another. */
export function mailTable(rows: string, isFirst = true): string {
  const gap = isFirst ? '' : 'margin-top:16px;';
  return `<table role="presentation" width="100%" style="border-collapse:collapse;${gap}">${rows}</table>`;
}

/** The page around a mail's content: the shop's name, the heading, the content, the tracker's link. */
export function mailPage(page: {
  language: string;
  title: string;
  heading: string;
  /** HTML, its text already escaped. */
  content: string;
  trackerUrl: string;
  follow: string;
}): string {
  return `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f1ec;color:#1f1a17;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-collapse:separate;">
<tr><td>
<p style="margin:0 0 4px;font-size:20px;font-weight:700;color:#4a3b32;">Coffee Shop</p>
<h1 style="margin:0 0 16px;font-size:18px;">${escapeHtml(page.heading)}</h1>
${page.content}
<p style="margin:24px 0 0;"><a href="${escapeHtml(page.trackerUrl)}" style="display:inline-block;padding:12px 20px;background:#4a3b32;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700;">${escapeHtml(page.follow)}</a></p>
<p style="margin:8px 0 0;font-size:14px;color:#5c514a;">${escapeHtml(page.trackerUrl)}</p>
</td></tr></table>
</body></html>`;
}
