/*
 * Character predicates of Krait's regex engine: the \d \w \s families in CPython's Unicode and
 * ASCII meanings, and case-insensitive equivalence. Case folding compares a "key" (lower of upper
 * of lower) so that the extra equivalences CPython's engine knows (s/ſ, k/K, i/ı/İ, σ/ς, ...)
 * fall out of Java's simple case mappings instead of a hand-kept table; the groups of code
 * points sharing a key are built once, lazily, and only classes under IGNORECASE need them.
 */
package dev.krait.python.regex;

import java.util.HashMap;
import java.util.Map;

final class Chars {
  private Chars() {}

  /** Case-folding modes of a literal, class or back reference. */
  static final int FOLD_NONE = 0;
  static final int FOLD_ASCII = 1;
  static final int FOLD_UNICODE = 2;

  private static final byte[] ASCII_KEY = new byte[128];

  static {
    for (int c = 0; c < 128; c++) {
      ASCII_KEY[c] = (byte) (c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
  }

  /** The case-insensitive key of code point c under a fold mode. */
  static int key(int c, int fold) {
    if (c < 128) {
      return fold == FOLD_NONE ? c : ASCII_KEY[c];
    }
    if (fold != FOLD_UNICODE) {
      return c;
    }
    return Character.toLowerCase(Character.toUpperCase(Character.toLowerCase(c)));
  }

  /** The lower case of c under a fold mode (what back references compare). */
  static int lower(int c, int fold) {
    if (c < 128) {
      return fold == FOLD_NONE ? c : ASCII_KEY[c];
    }
    return fold == FOLD_UNICODE ? Character.toLowerCase(c) : c;
  }

  private static volatile Map<Integer, int[]> groups;

  /** Every code point with the same Unicode key as c (c included), or null when c is alone. */
  static int[] unicodeGroup(int c) {
    Map<Integer, int[]> g = groups;
    if (g == null) {
      g = buildGroups();
      groups = g;
    }
    return g.get(key(c, FOLD_UNICODE));
  }

  private static Map<Integer, int[]> buildGroups() {
    Map<Integer, int[]> m = new HashMap<>();
    for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
      if (!Character.isLetter(c) && Character.getType(c) != Character.LETTER_NUMBER
          && Character.getType(c) != Character.OTHER_SYMBOL && c != 0x345) {
        continue;
      }
      int k = key(c, FOLD_UNICODE);
      if (k == c && Character.toUpperCase(c) == c && Character.toLowerCase(c) == c) {
        continue;
      }
      int[] prev = m.get(k);
      if (prev == null) {
        prev = k == c ? new int[] {c} : new int[] {k, c};
      } else {
        boolean has = false;
        for (int x : prev) {
          has |= x == c;
        }
        if (!has) {
          prev = java.util.Arrays.copyOf(prev, prev.length + 1);
          prev[prev.length - 1] = c;
        }
      }
      m.put(k, prev);
    }
    return m;
  }

  static boolean isDigit(int c, boolean ascii) {
    if (c < 128 || ascii) {
      return c >= '0' && c <= '9';
    }
    return Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER;
  }

  static boolean isWord(int c, boolean ascii) {
    if (c < 128) {
      return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }
    if (ascii) {
      return false;
    }
    if (Character.isLetter(c)) {
      return true;
    }
    int t = Character.getType(c);
    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER;
  }

  static boolean isSpace(int c, boolean ascii) {
    if (c < 128) {
      return c == ' ' || c >= '\t' && c <= '\r' || !ascii && c >= 0x1c && c <= 0x1f;
    }
    if (ascii) {
      return false;
    }
    return c == 0x85 || Character.isSpaceChar(c);
  }
}
