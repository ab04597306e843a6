/*
 * The randomness of a durable cell: a stream determined by a 32-byte seed kept in its snapshot,
 * so a replay draws the same numbers (random, secrets, uuid4) as the original run. The stream is
 * SHA-256 of seed and counter, so it is unpredictable to anyone without the seed; whoever holds
 * the snapshot holds the seed (docs/durable.md says so).
 */
package dev.krait.runtime.internal;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Random;

/** A seeded, reproducible {@link Random} whose every method draws from a SHA-256 counter stream. */
public final class DeterministicRandom extends Random {
  private static final long serialVersionUID = 1L;
  private final byte[] seed;
  private final transient MessageDigest sha;
  private final byte[] block = new byte[32];
  private int used = 32;
  private long counter;

  public DeterministicRandom(byte[] seed) {
    super(0);
    this.seed = seed.clone();
    try {
      this.sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is unavailable", e);
    }
  }

  @Override
  public synchronized void setSeed(long ignored) {
    // Random's constructor calls this; the stream is fixed by the seed bytes alone
  }

  @Override
  protected int next(int bits) {
    if (used > block.length - 4) {
      refill();
    }
    int v = ((block[used] & 0xFF) << 24) | ((block[used + 1] & 0xFF) << 16)
        | ((block[used + 2] & 0xFF) << 8) | (block[used + 3] & 0xFF);
    used += 4;
    return v >>> (32 - bits);
  }

  private void refill() {
    sha.update(seed);
    for (int i = 0; i < 8; i++) {
      sha.update((byte) (counter >>> (8 * i)));
    }
    counter++;
    try {
      sha.digest(block, 0, block.length);
    } catch (java.security.DigestException e) {
      throw new IllegalStateException(e);
    }
    used = 0;
  }
}
