/** Where `npm run server` runs things: the nats-server binary, its directory (.karnage-online) and ports. */
export interface Places {
  readonly binary: string;
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  readonly websocketPort: number;
  readonly appPort: string;
  /** How many nodes of a JetStream cluster to run here (1: one server). */
  readonly nodes: number;
  /** The referee's key file for `id`, made the first time (mode 0600). */
  refereeKey(id: string): Promise<string>;
}
