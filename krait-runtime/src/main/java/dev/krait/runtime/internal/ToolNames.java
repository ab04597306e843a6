/*
 * Tool names -> Python identifiers, exactly as the seed's tool_identifier, plus the collision check.
 */
package dev.krait.runtime.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Normalises tool names to attribute names of the cell's {@code tools} namespace. */
public final class ToolNames {
  private static final Set<String> KEYWORDS = Set.of(
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
      "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
      "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
      "try", "while", "with", "yield");

  private ToolNames() {}

  /**
   * Every character other than {@code _}, an ASCII letter, or (past the first position) an ASCII
   * digit becomes {@code _}; an empty name becomes {@code _}; a keyword gets a {@code _} suffix.
   * Positions are code points, so a non-BMP character becomes one {@code _}.
   */
  public static String identifier(String name) {
    StringBuilder out = new StringBuilder(name.length() + 1);
    int position = 0; // in code points
    for (int i = 0; i < name.length(); i += Character.charCount(name.codePointAt(i)), position++) {
      int ch = name.codePointAt(i);
      boolean letter = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
      boolean digit = ch >= '0' && ch <= '9';
      out.append(ch == '_' || letter || (position > 0 && digit) ? (char) ch : '_');
    }
    if (out.length() == 0) {
      out.append('_');
    }
    String result = out.toString();
    return KEYWORDS.contains(result) ? result + "_" : result;
  }

  /**
   * Maps identifiers to original names, or describes the first collision, e.g.
   * {@code "tool names collide after Python normalization: 'a-b' and 'a.b' are both tools.a_b"}.
   */
  public static Optional<String> collision(List<String> names, Map<String, String> byIdentifier) {
    Map<String, String> seen = new HashMap<>();
    for (String name : names) {
      String id = identifier(name);
      String previous = seen.putIfAbsent(id, name);
      if (previous != null) {
        return Optional.of("tool names collide after Python normalization: '" + previous + "' and '"
            + name + "' are both tools." + id);
      }
      byIdentifier.put(id, name);
    }
    return Optional.empty();
  }

  /** The identifiers of {@code names}, in order (for diagnostics and tests). */
  public static List<String> identifiers(List<String> names) {
    List<String> result = new ArrayList<>();
    for (String name : names) {
      result.add(identifier(name));
    }
    return result;
  }
}
