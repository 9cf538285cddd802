import { describe, expect, it, vi } from 'vitest';

// The page fetches the combat systems besides Karnage when a game needs them (registry.ts). The tests'
// setup installs every system, so this file takes a registry of its own, fresh, as a first visit has it.
async function freshRegistry() {
  vi.resetModules();
  return import('../../src/rules/combat/registry.ts');
}

describe('combat systems fetched when needed', () => {
  it('a fresh page has Karnage only; the others come with loadCombatSystems, once', async () => {
    const registry = await freshRegistry();
    expect(registry.combatSystems.get('karnage').id).toBe('karnage');
    expect(registry.combatSystemsLoaded()).toBe(false);
    const { duelFighter } = await import('../../src/rules/champions/duelFighter.ts');
    expect(() => duelFighter()).toThrow('the duel rules are not loaded yet');
    expect(() => registry.combatSystems.get('mass')).toThrow('combat system "mass" is not loaded yet');
    const first = registry.loadCombatSystems();
    expect(registry.loadCombatSystems()).toBe(first);
    await first;
    expect(registry.combatSystemsLoaded()).toBe(true);
    expect(registry.combatSystems.get('mass').id).toBe('mass');
    expect(registry.combatSystems.get('warfare').id).toBe('warfare');
    // Champions' duel rules come with them: a game with heroes can settle its duels.
    const duels = await import('../../src/rules/champions/duelFighter.ts');
    expect(duels.duelFighterInstalled()).toBe(true);
    expect(() => registry.combatSystems.get('chess')).toThrow('no combat system "chess"');
  });

  it('a system of the game cannot be registered over, even before it is fetched', async () => {
    const registry = await freshRegistry();
    const fake = { ...registry.combatSystems.get('karnage'), id: 'mass' };
    expect(() => registry.combatSystems.register(fake)).toThrow('combat system "mass" is registered already');
  });
});
