/*
 * "Did you mean ...?" for misspelt names: the tools namespace's AttributeError, the pre-run check
 * and the runtime's argument validation all pick close names the same way, from here.
 */
package dev.krait.python;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** Picks the candidates closest to a misspelt name. */
public final class Suggestions {
  private Suggestions() {}

  /**
   * The candidates within a small edit distance of {@code name}, closest first (ties in the
   * candidates' order), at most {@code max} of them. A candidate that differs only in case, or
   * that contains the name or is contained in it (for names of 3 characters or more), is close.
   */
  public static List<String> closest(String name, Collection<String> candidates, int max) {
    record Scored(String candidate, int distance, int order) {}
    List<Scored> scored = new ArrayList<>();
    String lower = name.toLowerCase(Locale.ROOT);
    int limit = Math.max(1, (name.length() + 2) / 3);
    int order = 0;
    for (String candidate : candidates) {
      order++;
      if (candidate.equals(name) || candidate.length() > 4 * name.length() + 8) {
        continue;
      }
      String c = candidate.toLowerCase(Locale.ROOT);
      int d = distance(lower, c);
      boolean contains = lower.length() >= 3 && c.contains(lower);
      if (d <= limit || contains) {
        scored.add(new Scored(candidate, contains ? Math.min(d, limit) : d, order));
      }
    }
    scored.sort(Comparator.comparingInt(Scored::distance).thenComparingInt(Scored::order));
    List<String> result = new ArrayList<>();
    for (Scored s : scored) {
      if (result.size() == max) {
        break;
      }
      result.add(s.candidate());
    }
    return result;
  }

  /** {@code ". Did you mean: 'a', 'b'?"} (to follow a message) or the empty string. */
  public static String didYouMean(String name, Collection<String> candidates) {
    List<String> close = closest(name, candidates, 3);
    if (close.isEmpty()) {
      return "";
    }
    List<String> quoted = new ArrayList<>();
    close.forEach(c -> quoted.add("'" + c + "'"));
    return ". Did you mean: " + String.join(", ", quoted) + "?";
  }

  /** Edit distance with adjacent transpositions (optimal string alignment), each step costing 1. */
  static int distance(String a, String b) {
    int n = a.length();
    int m = b.length();
    if (Math.abs(n - m) > 16) {
      return Math.abs(n - m);
    }
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= m; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= m; j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[n][m];
  }
}
