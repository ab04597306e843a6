/*
 * A compiled pattern: the tree lowered to a compact int-coded program for the backtracking
 * Matcher, with its tables (character classes, literal strings, first-character sets) and the
 * search hints (a literal prefix, a first-character set, an anchor at the start). Immutable and
 * shareable between executions. Shaped for speed: runs of literals become one string compare,
 * a repeat of one character becomes one instruction that scans without pushing per character,
 * an alternation of single characters becomes a class, and alternatives and loop iterations are
 * pushed only when the next character can start them.
 */
package dev.krait.python.regex;

import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public final class Program {
  // ---- opcodes (operands follow in code[])
  static final int CHAR = 1; // cp
  static final int CHARF = 2; // key, fold
  static final int STR = 3; // string index
  static final int ANY = 4;
  static final int ANYALL = 5;
  static final int SET = 6; // class index
  static final int BOL = 7;
  static final int MBOL = 8;
  static final int EOL = 9;
  static final int MEOL = 10;
  static final int BEGIN = 11;
  static final int END = 12;
  static final int WORDB = 13; // ascii
  static final int NWORDB = 14; // ascii
  static final int SPLIT = 15; // alt, first-set index or -1
  static final int JMP = 16; // target
  static final int SAVE = 17; // slot
  static final int REPC = 18; // min, max (-1 unbounded), mode, next; then one single-char instruction
  static final int LOOP_INIT = 19; // count reg, empty reg
  static final int LOOP = 20; // count reg, empty reg, min, max, exit, lazy, first-set index
  static final int BACKREF = 21; // group, fold
  static final int LOOK = 22; // kind, width, end
  static final int LOOK_END = 23;
  static final int COND = 24; // group, no-branch
  static final int MATCH = 25;
  /**
   * A repeat of a block without choices or captures (literals, classes, back references):
   * min, max, mode, next, fallback, block end, has-single-chars; then the block. Every
   * iteration has the same width, so one stack entry gives iterations back one at a time.
   * When the block has single-char items and the subject has surrogate pairs (widths differ),
   * the matcher runs the general loop compiled at fallback instead.
   */
  static final int REPB = 26;
  static final int REPB_SIZE = 8;

  static final int LOOK_AHEAD = 0;
  static final int LOOK_NOT_AHEAD = 1;
  static final int LOOK_BEHIND = 2;
  static final int LOOK_NOT_BEHIND = 3;
  static final int LOOK_ATOMIC = 4;

  static final int LOOP_SIZE = 8;

  final int[] code;
  final CharClass[] sets;
  final String[] strings;
  /** First-character sets: two words of ASCII bits and a flag for any code point of 128 or more. */
  final long[] firstLo;
  final long[] firstHi;
  final boolean[] firstOther;
  /** Slots: 2 per group (0 = the whole match), then loop registers. */
  final int slots;
  final int groups;
  /** The search hints. */
  final String prefix;
  final int startFirst;
  final boolean anchoredAtBeginning;

  /** What the re module needs besides matching. */
  public final int flags;
  public final Map<String, Integer> groupIndex;
  public final int[] parent;

  private Program(Builder b, Parser.Parsed parsed) {
    this.code = b.code.toArray();
    this.sets = b.sets.toArray(new CharClass[0]);
    this.strings = b.strings.toArray(new String[0]);
    int nf = b.firsts.size();
    firstLo = new long[nf];
    firstHi = new long[nf];
    firstOther = new boolean[nf];
    for (int k = 0; k < nf; k++) {
      First f = b.firsts.get(k);
      firstLo[k] = f.lo;
      firstHi[k] = f.hi;
      firstOther[k] = f.other;
    }
    this.groups = parsed.groups();
    this.slots = 2 * (groups + 1) + b.regs;
    this.prefix = b.prefix;
    this.startFirst = b.startFirst;
    this.anchoredAtBeginning = b.anchoredAtBeginning;
    this.flags = parsed.flags();
    this.groupIndex = parsed.names();
    this.parent = parsed.parent();
  }

  /** Number of capturing groups. */
  public int groups() {
    return groups;
  }

  /**
   * Compiles CPython pattern syntax (str patterns in Java chars; bytes as Latin-1 chars).
   * Throws PatternError with CPython's message for a bad pattern.
   */
  public static Program compile(String pattern, int flags, boolean bytes) {
    Parser.Parsed parsed = new Parser(pattern, flags, bytes).parse();
    Builder b = new Builder();
    b.emitRoot(parsed.root());
    return new Program(b, parsed);
  }

  /** An approximate size in bytes, for the memory meter. */
  public long sizeBytes() {
    long chars = 0;
    for (String lit : strings) {
      chars += lit.length();
    }
    return 64 + 4L * code.length + 2 * chars + 40L * strings.length + 96L * sets.length + 24L * firstLo.length;
  }

  // ================================================================ compiler

  /** A first-character set under construction. */
  static final class First {
    long lo;
    long hi;
    boolean other;

    static First all() {
      First f = new First();
      f.lo = -1;
      f.hi = -1;
      f.other = true;
      return f;
    }

    void add(First o) {
      lo |= o.lo;
      hi |= o.hi;
      other |= o.other;
    }

    boolean isAll() {
      return lo == -1 && hi == -1 && other;
    }
  }

  /** A growable int list. */
  static final class Ints {
    int[] a = new int[64];
    int n;

    void add(int v) {
      if (n == a.length) {
        a = java.util.Arrays.copyOf(a, n * 2);
      }
      a[n++] = v;
    }

    int[] toArray() {
      return java.util.Arrays.copyOf(a, n);
    }
  }

  private static final class Builder {
    final Ints code = new Ints();
    final List<CharClass> sets = new ArrayList<>();
    final List<String> strings = new ArrayList<>();
    final List<First> firsts = new ArrayList<>();
    int regs;
    String prefix;
    int startFirst = -1;
    boolean anchoredAtBeginning;
    final ResourceMeter meter = ResourceMeter.current();
    long emitted;

    void emitRoot(Node root) {
      searchHints(root);
      emit(root);
      code.add(MATCH);
    }

    private void searchHints(Node root) {
      List<Node> items = root instanceof Node.Seq s ? s.items : List.of(root);
      if (!items.isEmpty() && items.get(0) instanceof Node.Anchor a && (a.op == BOL || a.op == BEGIN)) {
        anchoredAtBeginning = true;
        return;
      }
      StringBuilder sb = new StringBuilder();
      for (Node n : items) {
        if (n instanceof Node.Char c && c.fold == Chars.FOLD_NONE) {
          sb.appendCodePoint(c.cp);
        } else {
          break;
        }
      }
      if (sb.length() >= 2) {
        prefix = sb.toString();
        return;
      }
      if (minWidth(root) > 0) {
        First f = first(root);
        if (!f.isAll()) {
          startFirst = addFirst(f);
        }
      }
    }

    private int addFirst(First f) {
      firsts.add(f);
      return firsts.size() - 1;
    }

    /** The first-set index of node n when it cannot match empty and the set is not everything, else -1. */
    private int firstIndex(Node n) {
      if (minWidth(n) == 0) {
        return -1;
      }
      First f = first(n);
      return f.isAll() ? -1 : addFirst(f);
    }

    void emit(Node n) {
      meter.tickEvery(emitted++, 64);
      if (n instanceof Node.Char c) {
        emitChar(c);
      } else if (n instanceof Node.Dot d) {
        code.add(d.dotall ? ANYALL : ANY);
      } else if (n instanceof Node.Set s) {
        code.add(SET);
        code.add(addSet(s.cls));
      } else if (n instanceof Node.Seq s) {
        emitSeq(s.items);
      } else if (n instanceof Node.Alt a) {
        emitAlt(a.branches);
      } else if (n instanceof Node.Group g) {
        code.add(SAVE);
        code.add(2 * g.index);
        emit(g.body);
        code.add(SAVE);
        code.add(2 * g.index + 1);
      } else if (n instanceof Node.Repeat r) {
        emitRepeat(r);
      } else if (n instanceof Node.Anchor a) {
        code.add(a.op);
        if (a.op == WORDB || a.op == NWORDB) {
          code.add(a.ascii ? 1 : 0);
        }
      } else if (n instanceof Node.BackRef b) {
        code.add(BACKREF);
        code.add(b.group);
        code.add(b.fold);
      } else if (n instanceof Node.Look l) {
        int kind = l.behind ? (l.negative ? LOOK_NOT_BEHIND : LOOK_BEHIND) : (l.negative ? LOOK_NOT_AHEAD : LOOK_AHEAD);
        emitLook(kind, l.width, l.body);
      } else if (n instanceof Node.Atomic a) {
        emitLook(LOOK_ATOMIC, 0, a.body);
      } else if (n instanceof Node.Cond c) {
        code.add(COND);
        code.add(c.group);
        int noAt = code.n;
        code.add(0);
        emit(c.yes);
        code.add(JMP);
        int endAt = code.n;
        code.add(0);
        code.a[noAt] = code.n;
        emit(c.no);
        code.a[endAt] = code.n;
      } else {
        throw new IllegalStateException("unknown node " + n);
      }
    }

    private int addSet(CharClass c) {
      sets.add(c);
      return sets.size() - 1;
    }

    private static boolean hasCase(int cp) {
      return Character.toLowerCase(cp) != cp || Character.toUpperCase(cp) != cp || Character.isLetter(cp)
          || Character.getType(cp) == Character.OTHER_SYMBOL || Character.getType(cp) == Character.LETTER_NUMBER
          || Character.getType(cp) == Character.NON_SPACING_MARK;
    }

    private void emitChar(Node.Char c) {
      if (c.fold != Chars.FOLD_NONE && hasCase(c.cp)) {
        code.add(CHARF);
        code.add(Chars.key(c.cp, c.fold));
        code.add(c.fold);
      } else {
        code.add(CHAR);
        code.add(c.cp);
      }
    }

    private void emitSeq(List<Node> items) {
      int k = 0;
      while (k < items.size()) {
        int j = k;
        StringBuilder sb = null;
        while (j < items.size() && items.get(j) instanceof Node.Char c && c.fold == Chars.FOLD_NONE) {
          if (sb == null) {
            sb = new StringBuilder();
          }
          sb.appendCodePoint(c.cp);
          j++;
        }
        if (j - k >= 2) {
          code.add(STR);
          strings.add(sb.toString());
          code.add(strings.size() - 1);
          k = j;
        } else {
          emit(items.get(k));
          k++;
        }
      }
    }

    private void emitAlt(List<Node> branches) {
      int[] rest = restFirsts(branches);
      List<Integer> jumps = new ArrayList<>();
      for (int k = 0; k < branches.size(); k++) {
        if (k < branches.size() - 1) {
          code.add(SPLIT);
          int altAt = code.n;
          code.add(0);
          code.add(rest[k + 1]);
          emit(branches.get(k));
          code.add(JMP);
          jumps.add(code.n);
          code.add(0);
          code.a[altAt] = code.n;
        } else {
          emit(branches.get(k));
        }
      }
      for (int at : jumps) {
        code.a[at] = code.n;
      }
    }

    /**
     * For each k, the first-set index of branches[k..] together, or -1 when one of them can
     * match empty or the union is everything (built from the end, so a long alternation costs
     * linear time).
     */
    private int[] restFirsts(List<Node> branches) {
      int[] rest = new int[branches.size()];
      First acc = new First();
      boolean valid = true;
      for (int k = branches.size() - 1; k >= 1; k--) {
        Node b = branches.get(k);
        valid = valid && minWidth(b) > 0;
        if (valid) {
          acc.add(first(b));
          valid = !acc.isAll();
        }
        if (valid) {
          First copy = new First();
          copy.add(acc);
          rest[k] = addFirst(copy);
        } else {
          rest[k] = -1;
        }
      }
      return rest;
    }

    private static boolean singleChar(Node n) {
      return n instanceof Node.Char || n instanceof Node.Dot || n instanceof Node.Set;
    }

    private void emitRepeat(Node.Repeat r) {
      if (r.max == 0) {
        return;
      }
      if (singleChar(r.body)) {
        code.add(REPC);
        code.add(r.min);
        code.add(r.max);
        code.add(r.mode);
        int nextAt = code.n;
        code.add(0);
        emit(r.body);
        code.a[nextAt] = code.n;
        return;
      }
      if (r.max != 1 && isBlock(r.body)) {
        emitBlockRepeat(r);
        return;
      }
      emitGeneralRepeat(r);
    }

    /** A node that matches without choices or captures: literals, classes, dots, back references. */
    private static boolean isBlock(Node n) {
      if (n instanceof Node.Seq s) {
        for (Node item : s.items) {
          if (!(singleChar(item) || item instanceof Node.BackRef)) {
            return false;
          }
        }
        return !s.items.isEmpty();
      }
      return n instanceof Node.BackRef;
    }

    private void emitBlockRepeat(Node.Repeat r) {
      int at = code.n;
      code.add(REPB);
      code.add(r.min);
      code.add(r.max);
      code.add(r.mode);
      for (int k = 0; k < 4; k++) {
        code.add(0);
      }
      emit(r.body);
      int blockEnd = code.n;
      boolean single = false;
      for (int t = at + REPB_SIZE; t < blockEnd; t += width(code.a[t])) {
        single |= code.a[t] != STR && code.a[t] != BACKREF;
      }
      code.add(JMP);
      int jumpAt = code.n;
      code.add(0);
      code.a[at + 5] = code.n;
      emitGeneralRepeat(r);
      code.a[jumpAt] = code.n;
      code.a[at + 4] = code.n;
      code.a[at + 6] = blockEnd;
      code.a[at + 7] = single ? 1 : 0;
    }

    /** The length of a block instruction. */
    private static int width(int op) {
      return switch (op) {
        case ANY, ANYALL -> 1;
        case CHARF, BACKREF -> 3;
        default -> 2;
      };
    }

    private void emitGeneralRepeat(Node.Repeat r) {
      if (r.min == 1 && r.max == 1) {
        if (r.mode == Node.Repeat.POSSESSIVE) {
          emitLook(LOOK_ATOMIC, 0, r.body);
        } else {
          emit(r.body);
        }
        return;
      }
      if (r.mode == Node.Repeat.POSSESSIVE) {
        int at = lookStart(LOOK_ATOMIC, 0);
        emitLoop(r, false);
        lookEnd(at);
        return;
      }
      emitLoop(r, r.mode == Node.Repeat.LAZY);
    }

    private void emitLoop(Node.Repeat r, boolean lazy) {
      boolean counted = !(r.min == 0 && r.max < 0);
      boolean mayBeEmpty = minWidth(r.body) == 0;
      int creg = counted ? regs++ : -1;
      int ereg = mayBeEmpty ? regs++ : -1;
      // registers are relative to the end of the group slots; the matcher adds that base
      if (counted || mayBeEmpty) {
        code.add(LOOP_INIT);
        code.add(creg);
        code.add(ereg);
      }
      int loopAt = code.n;
      code.add(LOOP);
      code.add(creg);
      code.add(ereg);
      code.add(r.min);
      code.add(r.max);
      int exitAt = code.n;
      code.add(0);
      code.add(lazy ? 1 : 0);
      code.add(firstIndex(r.body));
      emit(r.body);
      code.add(JMP);
      code.add(loopAt);
      code.a[exitAt] = code.n;
    }

    private int lookStart(int kind, int width) {
      code.add(LOOK);
      code.add(kind);
      code.add(width);
      int endAt = code.n;
      code.add(0);
      return endAt;
    }

    private void lookEnd(int endAt) {
      code.add(LOOK_END);
      code.a[endAt] = code.n;
    }

    private void emitLook(int kind, int width, Node body) {
      int at = lookStart(kind, width);
      emit(body);
      lookEnd(at);
    }

    private static long minWidth(Node n) {
      return Widths.of(n, List.of())[0];
    }

    /** A superset of the code points a match of n can start with (meaningful when n cannot match empty). */
    private First first(Node n) {
      First f = new First();
      if (n instanceof Node.Char c) {
        addCp(f, c.cp);
        if (c.fold != Chars.FOLD_NONE) {
          int key = Chars.key(c.cp, c.fold);
          for (int x = 0; x < 128; x++) {
            if (Chars.key(x, c.fold) == key) {
              addCp(f, x);
            }
          }
          if (c.fold == Chars.FOLD_UNICODE) {
            f.other = true;
          }
        }
      } else if (n instanceof Node.Set s) {
        f.lo = s.cls.lo64();
        f.hi = s.cls.hi64();
        f.other = !s.cls.asciiOnly();
      } else if (n instanceof Node.Seq s) {
        for (Node item : s.items) {
          f.add(first(item));
          if (minWidth(item) > 0 || f.isAll()) {
            break;
          }
        }
      } else if (n instanceof Node.Alt a) {
        for (Node b : a.branches) {
          f.add(first(b));
        }
      } else if (n instanceof Node.Group g) {
        return first(g.body);
      } else if (n instanceof Node.Atomic a) {
        return first(a.body);
      } else if (n instanceof Node.Repeat r) {
        return r.max == 0 ? f : first(r.body);
      } else if (n instanceof Node.Cond c) {
        f.add(first(c.yes));
        f.add(first(c.no));
      } else if (n instanceof Node.Anchor || n instanceof Node.Look) {
        return f; // zero width: the items after it decide
      } else {
        return First.all();
      }
      return f;
    }

    private static void addCp(First f, int cp) {
      if (cp < 64) {
        f.lo |= 1L << cp;
      } else if (cp < 128) {
        f.hi |= 1L << (cp - 64);
      } else {
        f.other = true;
      }
    }
  }
}
