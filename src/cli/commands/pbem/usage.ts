import { UsageError } from '../../io.ts';

export const PBEM_USAGE = `karnage pbem — play by e-mail (docs/pbem.md): signed files, fair dice, one campaign file

  karnage pbem keygen --id alice --out alice.key.json
        a new key file. It is SECRET: whoever holds it signs as alice. Created readable by you alone;
        prints alice=<public key>, the line to give the referee
  karnage pbem new --key referee.key.json --scenario FILE --player alice=KEY --player bob=@bob.pub ...
        --schedule turn-by-turn|week|week-attacks-midweek --id game-id [--name "Name"] [--races humans,orcs]
        --out campaign.json
        the referee opens a campaign. FILE is a saved game (its scenario and players) or a map file (the
        --player ids take its starts in order; races from the map or --races). KEY may be @file
  karnage pbem orders --key alice.key.json --campaign campaign.json --orders '<JSON array>'|@file
        --out alice-orders.json [--secret-out alice-orders.secret.json]
        a player's signed orders for the open phase (the orders of docs/rules.md; "player" may be left
        out). When dice follow, also a SECRET file to keep until the reveals are due
  karnage pbem reveal --key alice.key.json --campaign campaign.json --secret alice-orders.secret.json
        --out alice-reveal.json
        once the commitments are published: the reveal, for the referee alone
  karnage pbem resolve --key referee.key.json --campaign campaign.json [FILE...] [--rolls 5,3]
        [--deadline-passed] [--reveals-due "Thursday 18:00"]
        the referee takes the orders files (or, when reveals are due, the reveal files) and publishes:
        the campaign file is replaced (the referee's own secret is made again from its key: nothing to keep).
        --rolls: physical dice typed in when closing the orders, instead of commitments and reveals;
        --deadline-passed: go on without who has not sent. While a duel is fought (Champions), FILE... are
        the duelists' moves of the open round: the round is published, or the next duel-turn is written
        beside the campaign file, for that duelist alone
  karnage pbem duel --key alice.key.json --campaign campaign.json --turn DUEL-TURN [--move '<JSON>'|@file --out FILE]
        a duelist's side of a duel by e-mail: without --move, what the referee's duel-turn shows (the hand,
        the initiative, the other's maneuver types when declaring second); with it, the sealed move:
        {"hesitate":true} or {"registers":[{"maneuver":"attack","card":{"value":3,"hit":false}},null,…]}
  karnage pbem publish --campaign campaign.json --out-dir DIR
        DIR/campaign.json for every player and DIR/index.html, the map as last published
  karnage pbem verify campaign.json      check everything and print where the campaign stands
  karnage pbem status campaign.json      the same, with every player's units (their ids, for orders) and buildings

Bad input exits 1 with the reason and changes nothing; no file is ever overwritten but the campaign's
own (and what publish writes).`;

/** A pbem command line not understood: exit 2 with this usage. */
export const pbemUsageError = (message: string): UsageError => new UsageError(message, PBEM_USAGE);
