/*
 * The keyed str/bytes hash: equal values hash equally, the classic String.hashCode collisions
 * ('Aa'/'BB' blocks) do not collide, '' and b'' hash to 0 as in CPython, and the hash never takes
 * the reserved values -1 and 0 otherwise.
 */
package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KeyedHashTest {
  @Test
  void stringHashCodeCollisionsDoNotCollide() {
    Set<Long> hashes = new HashSet<>();
    Set<Integer> javaHashes = new HashSet<>();
    for (int bits = 0; bits < 1 << 12; bits++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 12; i++) {
        sb.append((bits >> i & 1) == 0 ? "Aa" : "BB");
      }
      String s = sb.toString();
      javaHashes.add(s.hashCode());
      hashes.add(PyStr.hashOf(s));
      assertThat(PyStr.of(s).hashValue()).isEqualTo(PyStr.hashOf(s));
    }
    assertThat(javaHashes).hasSize(1);
    assertThat(hashes).hasSize(1 << 12);
  }

  @Test
  void equalValuesHashEquallyAndEmptyIsZero() {
    String s = "naïve \uD83D\uDE00 text";
    assertThat(PyStr.hashOf(new String(s.toCharArray()))).isEqualTo(PyStr.hashOf(s));
    assertThat(PyStr.hashOf("")).isZero();
    assertThat(PyStr.EMPTY.hashValue()).isZero();
    assertThat(PyBytes.wrap(new byte[0]).hashValue()).isZero();
    byte[] b = "some bytes, longer than a word".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(PyBytes.wrap(b.clone()).hashValue()).isEqualTo(PyBytes.wrap(b).hashValue());
    // every length of tail, and a change in any position, changes the hash
    for (int n = 1; n < 20; n++) {
      String t = "x".repeat(n);
      assertThat(PyStr.hashOf(t)).isNotIn(0L, -1L).isNotEqualTo(PyStr.hashOf(t + "\0"));
      byte[] bytes = t.getBytes(StandardCharsets.ISO_8859_1);
      long h = KeyedHash.of(bytes, n);
      for (int i = 0; i < n; i++) {
        byte[] c = bytes.clone();
        c[i] ^= 1;
        assertThat(KeyedHash.of(c, n)).isNotEqualTo(h);
      }
    }
  }
}
