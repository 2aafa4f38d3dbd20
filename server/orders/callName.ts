/**
 * The name to call a customer by: their first name, else their username's first word; never an
 * email, phone or address. Null when neither gives one, so a screen can say "a customer" in its
 * own language.
 */
export function callableName(firstName: string | null, username: string | null): string | null {
  for (const candidate of [firstName, username]) {
    const name = candidate?.trim().split(/\s+/)[0];
    if (name && !name.includes('@')) return name;
  }
  return null;
}

/** A first name to call out at the counter (the board and the tickets): "Guest" when there is none. */
export function callName(firstName: string | null, username: string | null): string {
  return callableName(firstName, username) ?? 'Guest';
}
