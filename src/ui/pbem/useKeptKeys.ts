import { useCallback, useEffect, useState } from 'react';
import type { KeptKeyInfo } from '../../io/pbem/keyStore.ts';
import { browserKeyRing } from './pbemStores.ts';

export interface KeptKeys {
  /** The keys kept in this browser; null while they are read. */
  readonly keys: readonly KeptKeyInfo[] | null;
  /** Why they could not be read. */
  readonly problem: string | null;
  reload(): void;
}

/** The keys kept in this browser (never a private key: only who, and the public key). */
export function useKeptKeys(): KeptKeys {
  const [keys, setKeys] = useState<readonly KeptKeyInfo[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger: each reload reads the store again
  useEffect(() => {
    let live = true;
    void browserKeyRing.listKeys().then((listed) => {
      if (!live) return;
      setKeys(listed.ok ? listed.keys : []);
      setProblem(listed.ok ? null : listed.reason);
    });
    return () => {
      live = false;
    };
  }, [generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { keys, problem, reload };
}
