// Champions in the referee's new-campaign form: each player's first unit is its hero, turn by turn only.
import { describe, expect, test } from 'vitest';
import { CHAMPIONS_TURNS_ONLY, newSeat, readCampaignForm, type CampaignForm } from '../../../src/state/pbem/campaignForm.ts';
import { people } from '../../ui/pbem/pbemFixtures.ts';

async function form(change: Partial<CampaignForm>): Promise<CampaignForm> {
  const { ann, bob } = await people();
  const seats = [
    { ...newSeat([]), id: 'ann', publicKey: ann.publicKey },
    { key: 1, id: 'bob', name: 'Bob', race: 'orcs' as const, publicKey: bob.publicKey },
  ];
  const map = { kind: 'generated', width: 16, height: 12, seed: 4242 } as const;
  return { gameId: 'heroes', name: 'Heroes', schedule: 'turn-by-turn', refereeId: 'referee', seats, map, startingGold: 10, ...change };
}

describe('Champions in a new campaign', () => {
  test('turn by turn, each player’s first unit is its hero', async () => {
    const read = await readCampaignForm(await form({ champions: true }));
    if (!read.ok) throw new Error(read.problem);
    const { scenario } = read.input;
    const heroes = scenario.units.filter((u) => u.hero);
    expect(heroes.map((u) => u.owner)).toEqual(['ann', 'bob']);
    for (const owner of ['ann', 'bob']) expect(heroes.find((u) => u.owner === owner)?.id).toBe(scenario.units.find((u) => u.owner === owner)?.id);
  });

  test('without it, no heroes', async () => {
    const read = await readCampaignForm(await form({}));
    expect(read.ok && read.input.scenario.units.some((u) => u.hero)).toBe(false);
  });

  test('a week schedule refuses it in one line, saying why', async () => {
    for (const schedule of ['week', 'week-attacks-midweek'] as const) {
      const read = await readCampaignForm(await form({ schedule, champions: true }));
      expect(read.ok ? '' : read.problem).toBe(`Champions: ${CHAMPIONS_TURNS_ONLY}`);
    }
  });
});
