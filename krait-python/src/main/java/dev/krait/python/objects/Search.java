/*
 * Substring search in linear time, for every str and bytes method that looks for a substring
 * (find, rfind, index, count, in, replace, split, partition and their reverse forms). Bytes are
 * searched as Latin-1 Java strings (see BytesMethods), so one implementation serves both.
 *
 * Why not String.indexOf alone: it compares the needle at every position, so a needle of m chars
 * in a haystack of n costs n * m in the worst case ('a' * 10**6 searched for 'a' * 10**5 + 'b'
 * is 10^11 comparisons). Short needles keep using it: their worst case is a small multiple of n
 * and its vectorised first-char scan is the fastest search there is. Longer needles use the
 * two-way algorithm of Crochemore and Perrin: a critical factorisation of the needle (computed
 * once, O(m) time, O(1) space) lets every mismatch shift the window so that each haystack char
 * is compared at most twice (the short-needle path is kept to short regions, so that no single
 * call runs long between two meter checks). A search charges the meter by the span it scanned, in slices, so
 * a long scan is counted while it runs.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** A prepared needle: searches forward or backward within a region of a haystack. */
final class Search {
  /** Needles up to this length are searched with String.indexOf (worst case SHORT * n)... */
  static final int SHORT = 8;
  /** ...in regions up to this length, so that one such call stays short; longer ones use two-way. */
  static final int SHORT_REGION = 1 << 16;
  /** Window advance between meter charges inside one long two-way scan. */
  private static final int TICK_SLICE = 1 << 16;

  private final String needle;
  private final boolean backward;
  private final int m;
  // The two-way state, computed by prepare() on the first two-way search: most needles are short
  // and most haystacks small, and those never need it (split/replace/find build a Search per call).
  private boolean prepared;
  /** The needle as compared: reversed for a backward search, so both run the same loop. */
  private String x;
  /** Last index of the left half of the critical factorisation (-1: the left half is empty). */
  private int ell;
  /** The shift after a full match: the period when the needle is periodic, else a safe bound. */
  private int per;
  private boolean periodic;

  /**
   * Whether the needle begins with a low surrogate or ends with a high one: then a char match can
   * be half of an astral character in the haystack (one code point in Python, two chars here),
   * which is no match.
   */
  private final boolean halfSurrogateEnds;

  private Search(String needle, boolean backward) {
    this.needle = needle;
    this.backward = backward;
    this.m = needle.length();
    this.halfSurrogateEnds = m > 0
        && (Character.isLowSurrogate(needle.charAt(0)) || Character.isHighSurrogate(needle.charAt(m - 1)));
  }

  private void prepare() {
    prepared = true;
    x = backward ? new StringBuilder(needle).reverse().toString() : needle;
    if (m < 2) {
      ell = -1;
      per = 1;
      periodic = false;
      return;
    }
    // The critical position is the later of the two maximal suffixes (one per order of chars).
    long a = maximalSuffix(x, false);
    long b = maximalSuffix(x, true);
    int ia = (int) (a >> 32);
    int ib = (int) (b >> 32);
    int l;
    int p;
    if (ia > ib) {
      l = ia;
      p = (int) a;
    } else {
      l = ib;
      p = (int) b;
    }
    ell = l;
    // Periodic when the left half occurs again p chars later: then shifts by the period are safe.
    if (x.regionMatches(0, x, p, l + 1)) {
      periodic = true;
      per = p;
    } else {
      periodic = false;
      per = Math.max(l + 1, m - l - 1) + 1;
    }
  }

  /** A needle to search left to right. */
  static Search forward(String needle) {
    return new Search(needle, false);
  }

  /** A needle to search right to left (rfind, rsplit, rpartition). */
  static Search backward(String needle) {
    return new Search(needle, true);
  }

  /** First index of {@code needle} in {@code hay} at or after {@code from}. */
  static int indexOf(String hay, String needle, int from) {
    return forward(needle).in(hay, from, hay.length());
  }

  /** Last index of {@code needle} in {@code hay} (-1 if absent). */
  static int lastIndexOf(String hay, String needle) {
    return backward(needle).in(hay, 0, hay.length());
  }

  /** Whether {@code needle} occurs in {@code hay}. */
  static boolean contains(String hay, String needle) {
    return indexOf(hay, needle, 0) >= 0;
  }

  /**
   * The start of the first (forward) or last (backward) occurrence lying entirely within
   * {@code hay[from, to)}, or -1. An empty needle matches at {@code from} (forward) or {@code to}.
   */
  int in(String hay, int from, int to) {
    int r = find(hay, from, to);
    while (halfSurrogateEnds && r >= 0 && splitsAPair(hay, r)) {
      r = backward ? find(hay, from, r + m - 1) : find(hay, r + 1, to);
    }
    return r;
  }

  /** Whether the match at r begins or ends inside a surrogate pair of the haystack. */
  private boolean splitsAPair(String hay, int r) {
    return (r > 0 && Character.isHighSurrogate(hay.charAt(r - 1)) && Character.isLowSurrogate(hay.charAt(r)))
        || (r + m < hay.length() && Character.isHighSurrogate(hay.charAt(r + m - 1))
            && Character.isLowSurrogate(hay.charAt(r + m)));
  }

  /** {@link #in} by chars, without regard to surrogate pairs. */
  private int find(String hay, int from, int to) {
    if (from < 0) {
      from = 0;
    }
    if (to > hay.length()) {
      to = hay.length();
    }
    int n = to - from;
    if (n < m) {
      return -1;
    }
    if (m == 0) {
      return backward ? to : from;
    }
    if (m == 1) {
      return charSearch(hay, from, to);
    }
    if (m <= SHORT && n <= SHORT_REGION) {
      return shortSearch(hay, from, to);
    }
    return twoWay(hay, from, to);
  }

  /** Counts non-overlapping occurrences within {@code hay[from, to)}, at most {@code max} (< 0: all). */
  long count(String hay, int from, int to, long max) {
    long found = 0;
    int i = from;
    while (max < 0 || found < max) {
      int j = in(hay, i, to);
      if (j < 0) {
        break;
      }
      found++;
      i = j + m;
    }
    return found;
  }

  private int charSearch(String hay, int from, int to) {
    char c = needle.charAt(0);
    int r;
    if (backward) {
      r = hay.lastIndexOf(c, to - 1);
      ResourceMeter.current().tick(r < from ? to : to - r);
      return r < from ? -1 : r;
    }
    r = hay.indexOf(c, from);
    ResourceMeter.current().tick(r < 0 ? hay.length() - from : r - from);
    return r < 0 || r >= to ? -1 : r;
  }

  private int shortSearch(String hay, int from, int to) {
    ResourceMeter meter = ResourceMeter.current();
    int r;
    if (backward) {
      r = hay.lastIndexOf(needle, to - m);
      // lastIndexOf scans down to 0 when the needle is absent
      meter.tick((long) (r < from ? to : to - r) * m);
      return r < from ? -1 : r;
    }
    r = hay.indexOf(needle, from);
    meter.tick((long) (r < 0 ? hay.length() - from : r - from) * m);
    return r < 0 || r + m > to ? -1 : r;
  }

  /** The haystack char at window offset k of the virtual (possibly reversed) haystack. */
  private char at(String hay, int from, int to, int k) {
    return backward ? hay.charAt(to - 1 - k) : hay.charAt(from + k);
  }

  /**
   * Next window start j' >= j whose char at offset ell + 1 matches the needle's, using the JDK's
   * vectorised char scan; -1 when there is none before the last window. Skipping those windows
   * is exactly what the main loop would do: each would mismatch at its first comparison and
   * shift by one.
   */
  private int skip(String hay, int from, int to, int j, int last) {
    char c = x.charAt(ell + 1);
    int k;
    if (backward) {
      int idx = hay.lastIndexOf(c, to - 1 - (j + ell + 1));
      k = idx < from ? -1 : to - 1 - idx;
    } else {
      int idx = hay.indexOf(c, from + j + ell + 1);
      k = idx < 0 || idx >= to ? -1 : idx - from;
    }
    if (k < 0 || k - ell - 1 > last) {
      return -1;
    }
    return k - ell - 1;
  }

  private int twoWay(String hay, int from, int to) {
    if (!prepared) {
      prepare();
    }
    ResourceMeter meter = ResourceMeter.current();
    int last = to - from - m; // the last window start
    int j = 0;
    int charged = 0;
    int memory = -1;
    try {
      while (j <= last) {
        if (j - charged >= TICK_SLICE) {
          meter.tick(j - charged);
          charged = j;
        }
        if (memory < 0) {
          int s = skip(hay, from, to, j, last);
          if (s < 0) {
            j = last + 1;
            return -1;
          }
          j = s;
        }
        int i = Math.max(ell, memory) + 1;
        while (i < m && x.charAt(i) == at(hay, from, to, i + j)) {
          if ((++i & 0xffff) == 0) {
            meter.tick(0x10000); // one window of a needle of megabytes
          }
        }
        if (i < m) {
          j += i - ell;
          memory = -1;
          continue;
        }
        // The right half matches: check the left half, right to left.
        i = ell;
        int stop = periodic ? memory : -1;
        while (i > stop && x.charAt(i) == at(hay, from, to, i + j)) {
          if ((--i & 0xffff) == 0) {
            meter.tick(0x10000);
          }
        }
        if (i <= stop) {
          return backward ? to - j - m : from + j;
        }
        j += per;
        // A periodic needle shifted by its period still matches its first m - per chars.
        memory = periodic ? m - per - 1 : -1;
      }
      return -1;
    } finally {
      meter.tick(Math.max(0, Math.min(j, last + 1) - charged) + (long) m);
    }
  }

  /**
   * The maximal suffix of {@code s} for the char order ({@code reversed}: the opposite order),
   * as (start index - 1) in the high 32 bits and its period in the low 32 bits.
   */
  private static long maximalSuffix(String s, boolean reversed) {
    int n = s.length();
    int ms = -1; // the suffix starts at ms + 1
    int j = 0;
    int k = 1;
    int p = 1;
    ResourceMeter meter = ResourceMeter.current();
    for (long steps = 0; j + k < n; steps++) {
      meter.tickEvery(steps, 4096);
      char a = s.charAt(j + k);
      char b = s.charAt(ms + k);
      if (reversed ? a > b : a < b) {
        // the candidate s[j + 1 ..] stays maximal; its period grows to cover j + k
        j += k;
        k = 1;
        p = j - ms;
      } else if (a == b) {
        if (k != p) {
          k++;
        } else {
          j += p;
          k = 1;
        }
      } else {
        // a better suffix starts at j + 1
        ms = j;
        j = ms + 1;
        k = 1;
        p = 1;
      }
    }
    return ((long) ms << 32) | (p & 0xffffffffL);
  }
}
