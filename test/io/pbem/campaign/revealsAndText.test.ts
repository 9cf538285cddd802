import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicationDocument, RevealDocument } from '../../../../src/io/pbem/campaign/documents.ts';
import { fileHash } from '../../../../src/io/pbem/campaign/fileHash.ts';
import { fileText, readFileText } from '../../../../src/io/pbem/campaign/fileText.ts';
import { openCampaignFile, openCampaignText } from '../../../../src/io/pbem/campaign/openCampaign.ts';
import { resolveReveals } from '../../../../src/io/pbem/campaign/referee.ts';
import { signDocument, type SignedFile } from '../../../../src/io/pbem/signedFile.ts';
import { expectOneLine, expectRefused, NOW, stagedCampaigns, type Staged } from '../../../support/pbemCampaign.ts';

// The referee's own secret is never a reveal, nobody else can act as referee, typed dice cannot replace
// reveals once commitments are out, and a file's text is the one Karnage wrote.

let f: Staged;
beforeAll(async () => {
  f = await stagedCampaigns();
});

describe('reveals', () => {
  it('a reveal signed by the referee is refused in one line, not a crash', async () => {
    const { stage } = f.closed;
    if (stage.kind !== 'reveals') throw new Error('expected reveals');
    const doc: RevealDocument = {
      kind: 'reveal',
      gameId: f.closed.gameId,
      player: 'referee',
      turn: stage.turn,
      after: stage.closedHash,
      secret: f.refereeSecret,
    };
    const own = await signDocument(doc, f.people.referee.privateKey, 'referee');
    await expectRefused(
      f.closed,
      () => resolveReveals(f.closed, [...f.reveals, own], f.people.referee, f.refereeSecret, { now: NOW }),
      'reveal file 3 refused: referee made no commitment this turn',
      [own],
    );
  });

  it('a player passed as the referee is refused before anything is read', async () => {
    const ann = f.people.players.ann!;
    await expectRefused(f.closed, () => resolveReveals(f.closed, f.reveals, ann, f.refereeSecret, { now: NOW }), "ann is not this campaign's referee");
  });

  it('a resolution by typed dice after the commitments were published does not check, even signed by the referee', async () => {
    const resolved = await resolveReveals(f.closed, f.reveals, f.people.referee, f.refereeSecret, { now: NOW, deadlinePassed: true });
    if (!resolved.ok) throw new Error(resolved.reason);
    const last = resolved.file.publications.at(-1) as SignedFile<PublicationDocument>;
    const { reveals: _r, refereeSecret: _s, ...rest } = last.document;
    const typed = { ...rest, reveals: [], missingReveals: [], dice: { kind: 'typed' as const, faces: [6, 6, 6] } };
    const forged = await signDocument(typed, f.people.referee.privateKey, 'referee');
    const opened = await openCampaignFile({ ...resolved.file, publications: [...resolved.file.publications.slice(0, -1), forged] });
    expect(opened).toEqual({ ok: false, reason: `publication ${last.document.seq}: resolves with typed dice after the commitments were published` });
    expect(await fileHash(forged)).not.toBe(await fileHash(last));
  });
});

describe('a file is read back only as it was written', () => {
  it('the campaign text round-trips, with or without its final line break', async () => {
    const text = fileText(f.weekTwo.file);
    expect((await openCampaignText(text)).ok).toBe(true);
    expect((await openCampaignText(text.trimEnd())).ok).toBe(true);
  });

  it.each([
    ['the final line break turned into a space', (t: string) => `${t.trimEnd()} `],
    ['a space added after a comma', (t: string) => t.replace(',', ', ')],
    ['pretty-printed', (t: string) => JSON.stringify(JSON.parse(t), null, 2)],
    ['a line break as CR LF', (t: string) => `${t.trimEnd()}\r\n`],
  ])('%s: refused in one line', async (_name, change) => {
    const reason = 'the file is not as Karnage wrote it: it was edited or re-spaced since';
    expect(await openCampaignText(change(fileText(f.weekTwo.file)))).toEqual({ ok: false, reason });
    expect(readFileText(change(fileText(f.tbtAnn)), 1_000_000)).toEqual({ ok: false, reason });
    expectOneLine(reason);
  });
});
