// What the connection form and the page share without zod (the schema loads on the first submit).

/** A partner's connection as the settings page shows it: never the token itself. */
export type ConnectionView = {
  id: string;
  name: string;
  variable: string;
  setByServer: boolean;
  /** The kept token: what the partner said of it, its last four characters; unreadable: enter it again. */
  stored: { label: string; lastFour: string; readable: boolean; savedAt: string } | null;
};

export const CONNECTION_FIELDS = ["token"] as const;
