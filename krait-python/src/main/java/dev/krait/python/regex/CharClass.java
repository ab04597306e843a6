/*
 * A character set of a pattern ([...], \d, \w, \s and their negations): ranges plus category
 * items, negation and a fold mode. ASCII answers are precomputed into a 128-bit table at
 * construction, so the common test is two shifts; other code points take the general path.
 */
package dev.krait.python.regex;

import java.util.Arrays;

final class CharClass {
  static final int DIGIT = 1;
  static final int NOT_DIGIT = 2;
  static final int WORD = 4;
  static final int NOT_WORD = 8;
  static final int SPACE = 16;
  static final int NOT_SPACE = 32;

  /** Sorted pairs lo, hi (inclusive), not merged. */
  private final int[] ranges;
  private final int categories;
  private final boolean ascii;
  private final boolean negated;
  private final int fold;
  private final long lo64;
  private final long hi64;

  CharClass(int[] ranges, int categories, boolean ascii, boolean negated, int fold) {
    this.ranges = ranges;
    this.categories = categories;
    this.ascii = ascii;
    this.negated = negated;
    this.fold = fold;
    long lo = 0;
    long hi = 0;
    for (int c = 0; c < 128; c++) {
      if (slow(c)) {
        if (c < 64) {
          lo |= 1L << c;
        } else {
          hi |= 1L << (c - 64);
        }
      }
    }
    this.lo64 = lo;
    this.hi64 = hi;
  }

  /** A class of one category escape (\d, \W, ...) outside brackets. */
  static CharClass category(int cat, boolean ascii) {
    return new CharClass(new int[0], cat, ascii, false, Chars.FOLD_NONE);
  }

  boolean matches(int c) {
    if (c < 64) {
      return (lo64 >>> c & 1) != 0;
    }
    if (c < 128) {
      return (hi64 >>> (c - 64) & 1) != 0;
    }
    return slow(c);
  }

  /** The ASCII table as two words (for first-character sets). */
  long lo64() {
    return lo64;
  }

  long hi64() {
    return hi64;
  }

  private boolean slow(int c) {
    return negated != folded(c);
  }

  private boolean folded(int c) {
    if (contains(c)) {
      return true;
    }
    if (fold == Chars.FOLD_NONE) {
      return false;
    }
    if (fold == Chars.FOLD_ASCII) {
      return (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && contains(c ^ 0x20);
    }
    int lower = Character.toLowerCase(c);
    int upper = Character.toUpperCase(c);
    if (contains(lower) || contains(upper)) {
      return true;
    }
    int[] group = Chars.unicodeGroup(c);
    if (group != null) {
      for (int g : group) {
        if (contains(g)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean contains(int c) {
    for (int k = 0; k < ranges.length; k += 2) {
      if (c >= ranges[k] && c <= ranges[k + 1]) {
        return true;
      }
    }
    if (categories == 0) {
      return false;
    }
    return (categories & DIGIT) != 0 && Chars.isDigit(c, ascii)
        || (categories & NOT_DIGIT) != 0 && !Chars.isDigit(c, ascii)
        || (categories & WORD) != 0 && Chars.isWord(c, ascii)
        || (categories & NOT_WORD) != 0 && !Chars.isWord(c, ascii)
        || (categories & SPACE) != 0 && Chars.isSpace(c, ascii)
        || (categories & NOT_SPACE) != 0 && !Chars.isSpace(c, ascii);
  }

  /** True when no code point of 128 or more can match (the first-character set is then exact). */
  boolean asciiOnly() {
    if (negated || categories != 0 && (categories & (NOT_DIGIT | NOT_WORD | NOT_SPACE)) != 0) {
      return false;
    }
    if (categories != 0 && !ascii) {
      return false;
    }
    if (fold == Chars.FOLD_UNICODE) {
      return false;
    }
    for (int k = 1; k < ranges.length; k += 2) {
      if (ranges[k] >= 128) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return "CharClass" + Arrays.toString(ranges) + "/" + categories + (negated ? "^" : "");
  }
}
