/** A first name to call out at the counter; never an email, phone or address. */
export function callName(firstName: string | null, username: string | null): string {
  for (const candidate of [firstName, username]) {
    const name = candidate?.trim().split(/\s+/)[0];
    if (name && !name.includes('@')) return name;
  }
  return 'Guest';
}
