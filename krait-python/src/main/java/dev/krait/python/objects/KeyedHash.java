/*
 * The hash of str and bytes: SipHash-1-3 (Aumasson and Bernstein's keyed pseudo-random
 * function, with one compression and three finalisation rounds, as CPython uses for the same
 * purpose) under a 128-bit key drawn once per JVM. Why keyed: with an unkeyed hash such as
 * String.hashCode, anyone can build many keys with one hash ('Aa' and 'BB' collide, so do all
 * 2^17 strings made of 17 of them), and a set or dict of them degrades to quadratic time; such
 * keys can arrive in a tool result and stall an innocent cell. Without the key, collisions
 * cannot be chosen in advance.
 *
 * The key is fixed for the JVM's life, so hashes are stable within (and across) executions of
 * one process and cached hashes of shared constants stay valid; set and dict iteration order of
 * str keys therefore differs between processes, as in CPython. A host that needs reproducible
 * runs (tests, deterministic replay) sets the system property krait.hashSeed to a number, as
 * PYTHONHASHSEED does for CPython. A str is hashed over its UTF-16 chars, bytes over its bytes;
 * equal values have equal hashes, and nothing requires hash('a') == hash(b'a').
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.security.SecureRandom;
import java.util.SplittableRandom;

/** Keyed hashing of text and bytes. */
final class KeyedHash {
  private KeyedHash() {}

  private static final long K0;
  private static final long K1;

  static {
    String seed = System.getProperty("krait.hashSeed");
    long k0;
    long k1;
    if (seed != null && !seed.isBlank()) {
      SplittableRandom r = new SplittableRandom(Long.parseLong(seed.trim()));
      k0 = r.nextLong();
      k1 = r.nextLong();
    } else {
      SecureRandom r = new SecureRandom();
      k0 = r.nextLong();
      k1 = r.nextLong();
    }
    K0 = k0;
    K1 = k1;
  }

  /** The hash of a str's chars (never -1 or 0, which callers reserve). */
  static long of(String s) {
    int n = s.length();
    long v0 = K0 ^ 0x736f6d6570736575L;
    long v1 = K1 ^ 0x646f72616e646f6dL;
    long v2 = K0 ^ 0x6c7967656e657261L;
    long v3 = K1 ^ 0x7465646279746573L;
    int i = 0;
    // four chars to a 64-bit word, little-endian like the byte form of UTF-16LE
    for (; i + 4 <= n; i += 4) {
      if ((i & 0xffff) == 0 && i != 0) {
        ResourceMeter.current().tick(0x4000); // a str of megabytes: the clock is read as it goes
      }
      long m = s.charAt(i) | (long) s.charAt(i + 1) << 16 | (long) s.charAt(i + 2) << 32 | (long) s.charAt(i + 3) << 48;
      v3 ^= m;
      // one SipRound (inlined: this is the hot loop of every str hash)
      v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
      v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
      v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
      v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
      v0 ^= m;
    }
    long last = (long) (2 * n) << 56;
    for (int shift = 0; i < n; i++, shift += 16) {
      last |= (long) s.charAt(i) << shift;
    }
    return finish(v0, v1, v2, v3, last);
  }

  /** The hash of {@code b[0, n)} (never -1 or 0). */
  static long of(byte[] b, int n) {
    long v0 = K0 ^ 0x736f6d6570736575L;
    long v1 = K1 ^ 0x646f72616e646f6dL;
    long v2 = K0 ^ 0x6c7967656e657261L;
    long v3 = K1 ^ 0x7465646279746573L;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
      if ((i & 0xffff) == 0 && i != 0) {
        ResourceMeter.current().tick(0x2000);
      }
      long m = 0;
      for (int k = 7; k >= 0; k--) {
        m = m << 8 | (b[i + k] & 0xffL);
      }
      v3 ^= m;
      v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
      v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
      v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
      v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
      v0 ^= m;
    }
    long last = (long) n << 56;
    for (int shift = 0; i < n; i++, shift += 8) {
      last |= (b[i] & 0xffL) << shift;
    }
    return finish(v0, v1, v2, v3, last);
  }

  /** The last block (length in the top byte, the tail below it), then three finalisation rounds. */
  private static long finish(long v0, long v1, long v2, long v3, long last) {
    v3 ^= last;
    v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
    v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
    v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
    v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
    v0 ^= last;
    v2 ^= 0xff;
    for (int r = 0; r < 3; r++) {
      v0 += v1; v1 = Long.rotateLeft(v1, 13); v1 ^= v0; v0 = Long.rotateLeft(v0, 32);
      v2 += v3; v3 = Long.rotateLeft(v3, 16); v3 ^= v2;
      v0 += v3; v3 = Long.rotateLeft(v3, 21); v3 ^= v0;
      v2 += v1; v1 = Long.rotateLeft(v1, 17); v1 ^= v2; v2 = Long.rotateLeft(v2, 32);
    }
    long h = v0 ^ v1 ^ v2 ^ v3;
    // -1 is CPython's "error" hash and 0 marks "not computed yet" in the caches
    return h == -1 ? -2 : h == 0 ? 1 : h;
  }
}
