/*
 * Hash functions hashlib needs that the JDK does not provide: BLAKE2b/BLAKE2s (RFC 7693, with
 * key, salt and personalisation) and the SHAKE extendable-output functions (Keccak sponge,
 * FIPS 202). Each is a small incremental state that can be copied and finalised without being
 * consumed, which is what hashlib's copy()/digest() semantics need.
 */
package dev.krait.python.stdlib;

import java.util.Arrays;

/** Pure-Java BLAKE2 and SHAKE. */
final class HashAlgorithms {
  private HashAlgorithms() {}

  private static final long[] B2B_IV = {
    0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
    0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L
  };
  private static final int[] B2S_IV = {
    0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19
  };
  private static final int[][] SIGMA = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}
  };

  /** An incremental hash that can be copied and read without being finished. */
  abstract static class State {
    abstract void update(byte[] b);

    /** The digest of everything so far ({@code length} bytes for an XOF). */
    abstract byte[] digest(int length);

    abstract State copy();
  }

  /** BLAKE2b (64-bit words, 128-byte blocks) or BLAKE2s (32-bit words, 64-byte blocks). */
  static final class Blake2 extends State {
    final boolean big;
    final int outLen;
    final int blockLen;
    long[] h = new long[8];
    byte[] buf;
    int bufLen;
    long counter;

    Blake2(boolean big, int outLen, byte[] key, byte[] salt, byte[] person) {
      this.big = big;
      this.outLen = outLen;
      this.blockLen = big ? 128 : 64;
      this.buf = new byte[blockLen];
      int half = big ? 8 : 4;
      for (int i = 0; i < 8; i++) {
        h[i] = big ? B2B_IV[i] : B2S_IV[i] & 0xffffffffL;
      }
      h[0] ^= 0x01010000L ^ ((long) key.length << 8) ^ outLen;
      byte[] s = Arrays.copyOf(salt, 2 * half);
      byte[] p = Arrays.copyOf(person, 2 * half);
      h[4] ^= word(s, 0);
      h[5] ^= word(s, half);
      h[6] ^= word(p, 0);
      h[7] ^= word(p, half);
      if (key.length > 0) {
        update(Arrays.copyOf(key, blockLen));
      }
    }

    private Blake2(Blake2 o) {
      big = o.big;
      outLen = o.outLen;
      blockLen = o.blockLen;
      h = o.h.clone();
      buf = o.buf.clone();
      bufLen = o.bufLen;
      counter = o.counter;
    }

    private long word(byte[] b, int off) {
      long v = 0;
      int n = big ? 8 : 4;
      for (int i = n - 1; i >= 0; i--) {
        v = (v << 8) | (b[off + i] & 0xffL);
      }
      return v;
    }

    @Override
    void update(byte[] b) {
      int i = 0;
      while (i < b.length) {
        if (bufLen == blockLen) {
          counter += blockLen;
          compress(buf, false);
          bufLen = 0;
        }
        int n = Math.min(blockLen - bufLen, b.length - i);
        System.arraycopy(b, i, buf, bufLen, n);
        bufLen += n;
        i += n;
      }
    }

    @Override
    byte[] digest(int unused) {
      Blake2 c = new Blake2(this);
      c.counter += c.bufLen;
      Arrays.fill(c.buf, c.bufLen, c.blockLen, (byte) 0);
      c.compress(c.buf, true);
      int n = big ? 8 : 4;
      byte[] out = new byte[8 * n];
      for (int i = 0; i < 8; i++) {
        for (int j = 0; j < n; j++) {
          out[i * n + j] = (byte) (c.h[i] >>> (8 * j));
        }
      }
      return Arrays.copyOf(out, outLen);
    }

    @Override
    State copy() {
      return new Blake2(this);
    }

    private void compress(byte[] block, boolean last) {
      if (big) {
        compress64(block, last);
      } else {
        compress32(block, last);
      }
    }

    private void compress64(byte[] block, boolean last) {
      long[] m = new long[16];
      for (int i = 0; i < 16; i++) {
        m[i] = word(block, 8 * i);
      }
      long[] v = new long[16];
      System.arraycopy(h, 0, v, 0, 8);
      System.arraycopy(B2B_IV, 0, v, 8, 8);
      v[12] ^= counter;
      if (last) {
        v[14] = ~v[14];
      }
      for (int r = 0; r < 12; r++) {
        int[] s = SIGMA[r % 10];
        g64(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
        g64(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
        g64(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
        g64(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
        g64(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
        g64(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
        g64(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
        g64(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
      }
      for (int i = 0; i < 8; i++) {
        h[i] ^= v[i] ^ v[i + 8];
      }
    }

    private static void g64(long[] v, int a, int b, int c, int d, long x, long y) {
      v[a] = v[a] + v[b] + x;
      v[d] = Long.rotateRight(v[d] ^ v[a], 32);
      v[c] = v[c] + v[d];
      v[b] = Long.rotateRight(v[b] ^ v[c], 24);
      v[a] = v[a] + v[b] + y;
      v[d] = Long.rotateRight(v[d] ^ v[a], 16);
      v[c] = v[c] + v[d];
      v[b] = Long.rotateRight(v[b] ^ v[c], 63);
    }

    private void compress32(byte[] block, boolean last) {
      int[] m = new int[16];
      for (int i = 0; i < 16; i++) {
        m[i] = (int) word(block, 4 * i);
      }
      int[] v = new int[16];
      for (int i = 0; i < 8; i++) {
        v[i] = (int) h[i];
        v[i + 8] = B2S_IV[i];
      }
      v[12] ^= (int) counter;
      v[13] ^= (int) (counter >>> 32);
      if (last) {
        v[14] = ~v[14];
      }
      for (int r = 0; r < 10; r++) {
        int[] s = SIGMA[r];
        g32(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
        g32(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
        g32(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
        g32(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
        g32(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
        g32(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
        g32(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
        g32(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
      }
      for (int i = 0; i < 8; i++) {
        h[i] = (h[i] ^ (v[i] & 0xffffffffL) ^ (v[i + 8] & 0xffffffffL)) & 0xffffffffL;
      }
    }

    private static void g32(int[] v, int a, int b, int c, int d, int x, int y) {
      v[a] = v[a] + v[b] + x;
      v[d] = Integer.rotateRight(v[d] ^ v[a], 16);
      v[c] = v[c] + v[d];
      v[b] = Integer.rotateRight(v[b] ^ v[c], 12);
      v[a] = v[a] + v[b] + y;
      v[d] = Integer.rotateRight(v[d] ^ v[a], 8);
      v[c] = v[c] + v[d];
      v[b] = Integer.rotateRight(v[b] ^ v[c], 7);
    }
  }

  private static final long[] RC = {
    0x0000000000000001L, 0x0000000000008082L, 0x800000000000808aL, 0x8000000080008000L,
    0x000000000000808bL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
    0x000000000000008aL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000aL,
    0x000000008000808bL, 0x800000000000008bL, 0x8000000000008089L, 0x8000000000008003L,
    0x8000000000008002L, 0x8000000000000080L, 0x000000000000800aL, 0x800000008000000aL,
    0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L
  };
  private static final int[] ROT = {
    0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14
  };

  /** SHAKE128/SHAKE256: a Keccak sponge with the 0x1F domain suffix. */
  static final class Shake extends State {
    final int rate;
    long[] a = new long[25];
    byte[] buf;
    int bufLen;

    Shake(int rate) {
      this.rate = rate;
      this.buf = new byte[rate];
    }

    private Shake(Shake o) {
      rate = o.rate;
      a = o.a.clone();
      buf = o.buf.clone();
      bufLen = o.bufLen;
    }

    @Override
    void update(byte[] b) {
      for (byte x : b) {
        buf[bufLen++] = x;
        if (bufLen == rate) {
          absorb(buf);
          bufLen = 0;
        }
      }
    }

    private void absorb(byte[] block) {
      for (int i = 0; i < rate / 8; i++) {
        long w = 0;
        for (int j = 7; j >= 0; j--) {
          w = (w << 8) | (block[8 * i + j] & 0xffL);
        }
        a[i] ^= w;
      }
      keccak(a);
    }

    @Override
    byte[] digest(int length) {
      Shake c = new Shake(this);
      byte[] last = new byte[rate];
      System.arraycopy(c.buf, 0, last, 0, c.bufLen);
      last[c.bufLen] ^= 0x1F;
      last[rate - 1] ^= (byte) 0x80;
      c.absorb(last);
      byte[] out = new byte[length];
      int off = 0;
      while (true) {
        for (int i = 0; i < rate && off < length; i++, off++) {
          out[off] = (byte) (c.a[i / 8] >>> (8 * (i % 8)));
        }
        if (off >= length) {
          return out;
        }
        keccak(c.a);
      }
    }

    @Override
    State copy() {
      return new Shake(this);
    }

    private static void keccak(long[] s) {
      long[] b = new long[25];
      long[] c = new long[5];
      for (int round = 0; round < 24; round++) {
        for (int x = 0; x < 5; x++) {
          c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
        }
        for (int x = 0; x < 5; x++) {
          long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
          for (int y = 0; y < 25; y += 5) {
            s[y + x] ^= d;
          }
        }
        for (int x = 0; x < 5; x++) {
          for (int y = 0; y < 5; y++) {
            b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(s[x + 5 * y], ROT[x + 5 * y]);
          }
        }
        for (int x = 0; x < 5; x++) {
          for (int y = 0; y < 25; y += 5) {
            s[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
          }
        }
        s[0] ^= RC[round];
      }
    }
  }
}
