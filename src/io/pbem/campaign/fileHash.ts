import { toHex } from '../base64url.ts';
import { canonicalJson, domainBytes, FILE_HASH_DOMAIN, sha256 } from '../canonical.ts';
import type { SignedFile } from '../signedFile.ts';

/**
 * The hash a later file names a signed file by: SHA-256 (hex) of FILE_HASH_DOMAIN and the canonical JSON
 * of the whole envelope, signature included, so a file re-signed or changed in any value is another file.
 */
export async function fileHash(file: SignedFile): Promise<string> {
  const canonical = canonicalJson({ document: file.document, signer: file.signer, signature: file.signature });
  if (!canonical.ok) throw new Error(`cannot hash a file: ${canonical.reason}`);
  return toHex(await sha256(domainBytes(FILE_HASH_DOMAIN, canonical.text)));
}
