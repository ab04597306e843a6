/*
 * fnmatch: shell wildcards ("*", "?", "[a-z]", "[!0-9]") matched against names, as agents filter
 * file and key listings a tool returned. A pattern is compiled once (and cached) into a list of
 * pieces, and names are matched by a wildcard matcher that retries from the last '*' — no regular
 * expression is involved. translate() still returns the regular expression CPython's does, text
 * for text, since callers join translations with "|" or feed them to re; the bracket rules below
 * (ranges, '!' negation, backwards ranges dropped) are shared by both, so the two agree.
 * POSIX semantics: matching is case-sensitive, as fnmatch is on Linux.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.vm.ResourceMeter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/** {@code import fnmatch}. */
public final class FnmatchModule {
  private FnmatchModule() {}

  /** Compiled patterns, shared by every execution (they are immutable); emptied when full. */
  private static final ConcurrentHashMap<String, Glob> CACHE = new ConcurrentHashMap<>();
  private static final int CACHE_LIMIT = 4096;
  /** Characters re.escape() puts a backslash before. */
  private static final String REGEX_SPECIALS = "()[]{}?*+-|^$\\.&~# \t\n\r\u000b\f";

  public static PyModule create() {
    PyModule m = new PyModule("fnmatch");
    m.put("__all__", Support.list(PyStr.of("filter"), PyStr.of("fnmatch"), PyStr.of("fnmatchcase"),
        PyStr.of("translate")));
    m.def("fnmatch", (a, k) -> {
      PyObject[] p = Support.bind("fnmatch", a, k, new String[] {"name", "pat"}, 2);
      pathText(p[0]);
      return PyBool.of(compile(pathText(p[1]), p[1]).matches(subject(p[0], p[1])));
    });
    m.def("fnmatchcase", (a, k) -> {
      PyObject[] p = Support.bind("fnmatchcase", a, k, new String[] {"name", "pat"}, 2);
      return PyBool.of(compile(patternText(p[1]), p[1]).matches(subject(p[0], p[1])));
    });
    m.def("filter", (a, k) -> {
      PyObject[] p = Support.bind("filter", a, k, new String[] {"names", "pat"}, 2);
      Glob glob = compile(pathText(p[1]), p[1]);
      PyList out = new PyList();
      Support.forEach(p[0], name -> {
        if (glob.matches(subject(name, p[1]))) {
          out.append(name);
        }
      });
      return out;
    });
    m.def("translate", (a, k) -> {
      PyObject[] p = Support.bind("translate", a, k, new String[] {"pat"}, 1);
      String pat = Support.string(p[0], "translate() argument");
      return PyStr.of(compile(pat, p[0]).regex);
    });
    return m;
  }

  /** fnmatchcase(name, pattern) on str, for other modules (pathlib's match). */
  static boolean matchCase(String name, String pattern) {
    return compile(pattern, PyStr.of(pattern)).matches(name);
  }

  /** A str or bytes path argument as text (bytes as Latin-1); os.fspath's TypeError otherwise. */
  private static String pathText(PyObject o) {
    if (o instanceof PyStr || o instanceof PyBytes) {
      return patternText(o);
    }
    throw Errors.typeError("expected str, bytes or os.PathLike object, not " + o.type().name());
  }

  private static String patternText(PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    if (o instanceof PyBytes b) {
      return new String(b.bytes(), StandardCharsets.ISO_8859_1);
    }
    throw Errors.typeError("first argument must be string or compiled pattern");
  }

  /** The name to match, which must be of the pattern's kind (str with str, bytes with bytes). */
  private static String subject(PyObject name, PyObject pat) {
    boolean bytesPattern = pat instanceof PyBytes;
    if (name instanceof PyStr s && !bytesPattern) {
      return s.value();
    }
    if (name instanceof PyBytes b && bytesPattern) {
      return new String(b.bytes(), StandardCharsets.ISO_8859_1);
    }
    if (name instanceof PyStr) {
      throw Errors.typeError("cannot use a bytes pattern on a string-like object");
    }
    if (name instanceof PyBytes) {
      throw Errors.typeError("cannot use a string pattern on a bytes-like object");
    }
    throw Errors.typeError("expected string or bytes-like object, got '" + name.type().name() + "'");
  }

  private static Glob compile(String pattern, PyObject original) {
    String key = (original instanceof PyBytes ? "b" : "s") + pattern;
    Glob g = CACHE.get(key);
    if (g == null) {
      ResourceMeter.current().tick(pattern.length());
      g = new Glob(pattern);
      if (CACHE.size() >= CACHE_LIMIT) {
        CACHE.clear();
      }
      CACHE.put(key, g);
    }
    return g;
  }

  // ================================================================ compiled patterns

  /** One position of a pattern: which characters it accepts ('*' is kept apart, as null). */
  private interface Piece {
    boolean accepts(int c);
  }

  private record Literal(int c) implements Piece {
    public boolean accepts(int x) {
      return x == c;
    }
  }

  private record AnyOf(boolean negated, int[] ranges) implements Piece {
    public boolean accepts(int x) {
      boolean in = false;
      for (int i = 0; i < ranges.length && !in; i += 2) {
        in = x >= ranges[i] && x <= ranges[i + 1];
      }
      return in != negated;
    }
  }

  private static final Piece ANY = c -> true;
  private static final Piece NOTHING = c -> false;

  /** A pattern as pieces (null for '*', runs of '*' kept as one) and as CPython's regex. */
  static final class Glob {
    @dev.krait.python.objects.NotWalked("predicates over code points: no Python objects")
    final Piece[] pieces;
    final String regex;

    Glob(String pattern) {
      List<Piece> out = new ArrayList<>();
      List<String> regexParts = new ArrayList<>();
      int[] cps = pattern.codePoints().toArray();
      int i = 0;
      while (i < cps.length) {
        int c = cps[i++];
        if (c == '*') {
          if (out.isEmpty() || out.get(out.size() - 1) != null) {
            out.add(null);
            regexParts.add(null);
          }
        } else if (c == '?') {
          out.add(ANY);
          regexParts.add(".");
        } else if (c == '[') {
          int close = bracketEnd(cps, i);
          if (close < 0) {
            out.add(new Literal('['));
            regexParts.add("\\[");
          } else {
            String set = bracketSet(cps, i, close);
            i = close + 1;
            if (set.isEmpty()) {
              out.add(NOTHING);
              regexParts.add("(?!)");
            } else if (set.equals("!")) {
              out.add(ANY);
              regexParts.add(".");
            } else {
              if (set.charAt(0) == '!') {
                set = "^" + set.substring(1);
              } else if (set.charAt(0) == '^' || set.charAt(0) == '[') {
                set = "\\" + set;
              }
              out.add(parseClass(set));
              regexParts.add("[" + set + "]");
            }
          }
        } else {
          out.add(new Literal(c));
          regexParts.add(escape(c));
        }
      }
      pieces = out.toArray(new Piece[0]);
      regex = "(?s:" + starsToRegex(regexParts) + ")\\Z";
    }

    /**
     * Whether the whole name matches: pieces are matched left to right, and on a mismatch the
     * last '*' seen takes one more character and matching resumes after it.
     */
    boolean matches(String name) {
      int[] s = name.codePoints().toArray();
      ResourceMeter meter = ResourceMeter.current();
      int p = 0;
      int n = 0;
      int starPiece = -1;
      int starName = 0;
      while (n < s.length) {
        if (p < pieces.length && pieces[p] == null) {
          starPiece = p++;
          starName = n;
        } else if (p < pieces.length && pieces[p].accepts(s[n])) {
          p++;
          n++;
        } else if (starPiece >= 0) {
          meter.tick();
          p = starPiece + 1;
          n = ++starName;
        } else {
          return false;
        }
      }
      while (p < pieces.length && pieces[p] == null) {
        p++;
      }
      return p == pieces.length;
    }
  }

  /** The index of the ']' closing a bracket opened before {@code from}, or -1 when unclosed. */
  private static int bracketEnd(int[] p, int from) {
    int j = from;
    if (j < p.length && p[j] == '!') {
      j++;
    }
    if (j < p.length && p[j] == ']') {
      j++; // a ']' first in the bracket is a member, not its end
    }
    while (j < p.length && p[j] != ']') {
      j++;
    }
    return j < p.length ? j : -1;
  }

  /**
   * The inside of a bracket as a regex character class body. Without '-' its characters stand
   * for themselves. With '-', the text is cut at each range's hyphen (the characters around
   * a hyphen are a range's ends); a range running backwards loses both ends; hyphens and
   * backslashes inside the pieces are escaped, and so are '&', '~' and '|'.
   */
  private static String bracketSet(int[] p, int from, int close) {
    String body = new String(p, from, close - from);
    String set;
    if (body.indexOf('-') < 0) {
      set = body.replace("\\", "\\\\");
    } else {
      List<String> pieces = new ArrayList<>();
      int start = from;
      int k = p[from] == '!' ? from + 2 : from + 1;
      while (true) {
        k = indexOf(p, '-', k, close);
        if (k < 0) {
          break;
        }
        pieces.add(new String(p, start, k - start));
        start = k + 1;
        k += 3;
      }
      String last = new String(p, start, close - start);
      if (!last.isEmpty()) {
        pieces.add(last);
      } else {
        pieces.set(pieces.size() - 1, pieces.get(pieces.size() - 1) + "-");
      }
      for (int i = pieces.size() - 1; i > 0; i--) {
        String before = pieces.get(i - 1);
        String after = pieces.get(i);
        if (before.codePointBefore(before.length()) > after.codePointAt(0)) {
          String merged = before.substring(0, before.offsetByCodePoints(before.length(), -1))
              + after.substring(after.offsetByCodePoints(0, 1));
          pieces.set(i - 1, merged);
          pieces.remove(i);
        }
      }
      StringBuilder sb = new StringBuilder();
      for (String piece : pieces) {
        if (sb.length() > 0) {
          sb.append('-');
        }
        sb.append(piece.replace("\\", "\\\\").replace("-", "\\-"));
      }
      set = sb.toString();
    }
    StringBuilder escaped = new StringBuilder(set.length());
    for (int i = 0; i < set.length(); i++) {
      char c = set.charAt(i);
      if (c == '&' || c == '~' || c == '|') {
        escaped.append('\\');
      }
      escaped.append(c);
    }
    return escaped.toString();
  }

  private static int indexOf(int[] p, int c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (p[i] == c) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A character class body read as Python's re reads it: an optional '^' negates; a ']' first
   * is a member; "\x" is x; "a-b" is a range unless the '-' is last.
   */
  private static Piece parseClass(String set) {
    int[] c = set.codePoints().toArray();
    int i = 0;
    boolean negated = false;
    if (c.length > 0 && c[0] == '^') {
      negated = true;
      i = 1;
    }
    List<Integer> ranges = new ArrayList<>();
    while (i < c.length) {
      int lo = c[i] == '\\' && i + 1 < c.length ? c[++i] : c[i];
      i++;
      int hi = lo;
      if (i + 1 < c.length && c[i] == '-') {
        i++;
        hi = c[i] == '\\' && i + 1 < c.length ? c[++i] : c[i];
        i++;
      }
      ranges.add(lo);
      ranges.add(hi);
    }
    return new AnyOf(negated, ranges.stream().mapToInt(Integer::intValue).toArray());
  }

  private static String escape(int c) {
    String s = new String(Character.toChars(c));
    return c < 128 && REGEX_SPECIALS.indexOf(c) >= 0 ? "\\" + s : s;
  }

  /**
   * Joins the regex pieces (null for '*'): text before the first star as is; then each
   * "* fixed" becomes an atomic lazy group, except that a trailing star, or the text after the
   * last star, is a plain ".*" (followed by that text).
   */
  private static String starsToRegex(List<String> parts) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < parts.size() && parts.get(i) != null) {
      sb.append(parts.get(i++));
    }
    while (i < parts.size()) {
      i++; // the star
      StringBuilder fixed = new StringBuilder();
      while (i < parts.size() && parts.get(i) != null) {
        fixed.append(parts.get(i++));
      }
      if (i == parts.size()) {
        sb.append(".*").append(fixed);
      } else {
        sb.append("(?>.*?").append(fixed).append(')');
      }
    }
    return sb.toString();
  }
}
