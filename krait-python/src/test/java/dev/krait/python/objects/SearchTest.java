/*
 * The linear-time substring search against the obvious quadratic one, on random strings over
 * tiny alphabets (where periodic needles and near-misses are common), in both directions and
 * within sub-regions, for needles on each side of the short-needle threshold.
 */
package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SearchTest {
  private static int naiveForward(String hay, String needle, int from, int to) {
    for (int j = Math.max(from, 0); j + needle.length() <= to; j++) {
      if (hay.regionMatches(j, needle, 0, needle.length())) {
        return j;
      }
    }
    return -1;
  }

  private static int naiveBackward(String hay, String needle, int from, int to) {
    for (int j = to - needle.length(); j >= Math.max(from, 0); j--) {
      if (hay.regionMatches(j, needle, 0, needle.length())) {
        return j;
      }
    }
    return -1;
  }

  private static String random(Random r, int len, int alphabet) {
    StringBuilder sb = new StringBuilder(len);
    for (int i = 0; i < len; i++) {
      sb.append((char) ('a' + r.nextInt(alphabet)));
    }
    return sb.toString();
  }

  @Test
  void agreesWithNaiveSearchOnRandomInputs() {
    Random r = new Random(12);
    for (int round = 0; round < 20_000; round++) {
      int alphabet = 1 + r.nextInt(3);
      String hay = random(r, r.nextInt(80), alphabet);
      String needle;
      if (r.nextBoolean() && hay.length() > 2) {
        // a piece of the haystack, perhaps with one char changed: matches and near-misses
        int a = r.nextInt(hay.length());
        int b = a + r.nextInt(hay.length() - a + 1);
        needle = hay.substring(a, b);
        if (!needle.isEmpty() && r.nextInt(3) == 0) {
          int c = r.nextInt(needle.length());
          needle = needle.substring(0, c) + (char) ('a' + r.nextInt(alphabet)) + needle.substring(c + 1);
        }
      } else {
        needle = random(r, 1 + r.nextInt(24), alphabet);
      }
      int from = r.nextInt(hay.length() + 1);
      int to = from + r.nextInt(hay.length() - from + 1);
      if (needle.isEmpty()) {
        continue;
      }
      String what = "'" + needle + "' in '" + hay + "'[" + from + ":" + to + "]";
      assertThat(Search.forward(needle).in(hay, from, to)).as(what).isEqualTo(naiveForward(hay, needle, from, to));
      assertThat(Search.backward(needle).in(hay, from, to)).as("r" + what).isEqualTo(naiveBackward(hay, needle, from, to));
    }
  }

  @Test
  void periodicAndAdversarialNeedlesInLongHaystacks() {
    Random r = new Random(7);
    String[] needles = {"ab", "aab", "abababab", "aaaaaaaaab", "baaaaaaaaa", "abaabaabaabaab",
        "a".repeat(300) + "b", "b" + "a".repeat(300), "ab".repeat(200) + "b", "abcab".repeat(50)};
    for (String needle : needles) {
      for (int round = 0; round < 5; round++) {
        // long enough that short needles take the two-way path as well
        StringBuilder sb = new StringBuilder();
        while (sb.length() < Search.SHORT_REGION + 1000) {
          sb.append(r.nextInt(20) == 0 ? needle : needle.substring(0, r.nextInt(needle.length())));
          sb.append(r.nextInt(4) == 0 ? "a" : "");
        }
        String hay = sb.toString();
        int from = r.nextInt(100);
        int to = hay.length() - r.nextInt(100);
        assertThat(Search.forward(needle).in(hay, from, to)).isEqualTo(naiveForward(hay, needle, from, to));
        assertThat(Search.backward(needle).in(hay, from, to)).isEqualTo(naiveBackward(hay, needle, from, to));
        int expected = 0;
        for (int j = naiveForward(hay, needle, from, to); j >= 0; j = naiveForward(hay, needle, j + needle.length(), to)) {
          expected++;
        }
        assertThat(Search.forward(needle).count(hay, from, to, -1)).isEqualTo(expected);
      }
    }
  }

  @Test
  void theQuadraticCaseOfTheIssueIsAnswered() {
    String hay = "a".repeat(1_000_000);
    assertThat(Search.forward("a".repeat(100_000) + "b").in(hay, 0, hay.length())).isEqualTo(-1);
    assertThat(Search.backward("b" + "a".repeat(100_000)).in(hay, 0, hay.length())).isEqualTo(-1);
    assertThat(Search.forward("a".repeat(100_000)).count(hay, 0, hay.length(), -1)).isEqualTo(10);
    assertThat(Search.backward("a".repeat(100_000)).in(hay, 5, hay.length() - 3)).isEqualTo(hay.length() - 3 - 100_000);
  }
}
