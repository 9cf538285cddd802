/** Where `npm run server` runs things: the nats-server binary, its directory (.karnage-online) and ports. */
export interface Places {
  readonly binary: string;
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  readonly websocketPort: number;
  readonly appPort: string;
  /** The referee's key file for `id`, made the first time (mode 0600). */
  refereeKey(id: string): Promise<string>;
}
