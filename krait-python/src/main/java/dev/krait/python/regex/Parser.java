/*
 * CPython's regular-expression syntax → a Node tree, with CPython's error messages and
 * positions (the checks were first written for the old java.util.regex translator and moved
 * here). The parser is iterative — open groups are frames on a heap stack — so a pattern's
 * nesting costs no Java stack here; nesting deeper than CPython accepts is refused as CPython
 * refuses it (a RecursionError), which also bounds the recursion of the passes over the tree.
 */
package dev.krait.python.regex;

import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class Parser {
  static final int IGNORECASE = 2;
  static final int LOCALE = 4;
  static final int MULTILINE = 8;
  static final int DOTALL = 16;
  static final int UNICODE = 32;
  static final int VERBOSE = 64;
  static final int ASCII = 256;

  /** The deepest group nesting CPython 3.11's parser reaches before its RecursionError. */
  static final int MAX_DEPTH = 495;

  private static final int TOP = 0;
  private static final int PLAIN = 1;
  private static final int CAPTURE = 2;
  private static final int LOOK = 3;
  private static final int ATOMIC = 4;
  private static final int COND = 5;

  /** An open group: what it is, the state to restore when it closes, and its branches so far. */
  private static final class Frame {
    int kind;
    int group;
    int start;
    boolean verbose;
    boolean multiline;
    boolean icase;
    boolean dotall;
    int scoped;
    boolean behind;
    boolean negative;
    boolean ownsLookbehind;
    int condGroup;
    final List<Node> alts = new ArrayList<>(1);
    List<Node> seq = new ArrayList<>();
  }

  private final String p;
  private final boolean bytes;
  private int flags;
  private int i;
  private int groups;
  private final Map<String, Integer> names = new LinkedHashMap<>();
  private final List<Integer> parents = new ArrayList<>();
  private final List<long[]> groupWidths = new ArrayList<>();
  private final Deque<Frame> open = new ArrayDeque<>();
  private Frame cur;
  private boolean verbose;
  private boolean multiline;
  private boolean icase;
  private boolean dotall;
  /** A scoped (?a:...) / (?u:...) group in force: 0 none, 1 ASCII, 2 Unicode. */
  private int scoped;
  private boolean canRepeat;
  private boolean lastRepeat;
  /** Inside a look-behind: the first group number defined inside it, else -1. */
  private int lookbehindGroups = -1;
  /** Conditional group references: {group, position} checked once the whole pattern is read. */
  private final List<int[]> condRefs = new ArrayList<>();
  /** The category of the last class escape read inside brackets. */
  private int lastCategory;

  Parser(String p, int flags, boolean bytes) {
    this.p = p;
    this.flags = flags;
    this.bytes = bytes;
    parents.add(-1);
    groupWidths.add(null);
  }

  /** The result: the tree and the pattern's group table. */
  record Parsed(Node root, int flags, int groups, Map<String, Integer> names, int[] parent) {}

  Parsed parse() {
    if (!bytes && (flags & LOCALE) != 0) {
      throw new PatternError("cannot use LOCALE flag with a str pattern", -1);
    }
    if ((flags & ASCII) != 0 && (flags & UNICODE) != 0) {
      throw new PatternError("ASCII and UNICODE flags are incompatible", -1);
    }
    if (bytes && (flags & UNICODE) != 0) {
      throw new PatternError("cannot use UNICODE flag with a bytes pattern", -1);
    }
    globalFlags();
    verbose = (flags & VERBOSE) != 0;
    multiline = (flags & MULTILINE) != 0;
    icase = (flags & IGNORECASE) != 0;
    dotall = (flags & DOTALL) != 0;
    cur = new Frame();
    cur.kind = TOP;
    ResourceMeter meter = ResourceMeter.current();
    for (long steps = 0; i < p.length(); steps++) {
      meter.tickEvery(steps, 64);
      step();
    }
    if (!open.isEmpty()) {
      throw new PatternError("missing ), unterminated subpattern", cur.start);
    }
    for (int[] ref : condRefs) {
      if (ref[0] > groups) {
        throw new PatternError("invalid group reference " + ref[0], ref[1]);
      }
    }
    if (!bytes && (flags & ASCII) == 0) {
      flags |= UNICODE;
    }
    int[] parent = new int[parents.size()];
    for (int k = 0; k < parent.length; k++) {
      parent[k] = parents.get(k);
    }
    return new Parsed(branches(cur), flags, groups, Map.copyOf(names), parent);
  }

  // ---------------------------------------------------------------- flags

  /** Leading {@code (?aiLmsux)} groups set global flags. */
  private void globalFlags() {
    while (p.startsWith("(?", i)) {
      int j = i + 2;
      int f = 0;
      while (j < p.length() && "aiLmsux".indexOf(p.charAt(j)) >= 0) {
        f |= flagBit(p.charAt(j));
        j++;
      }
      if (j == i + 2 || j >= p.length() || p.charAt(j) != ')') {
        return;
      }
      checkInlineFlags(f, i + 2);
      flags |= f;
      i = j + 1;
      if ((flags & VERBOSE) != 0) {
        skipVerbose();
      }
    }
  }

  private void checkInlineFlags(int f, int pos) {
    if ((f & LOCALE) != 0 && !bytes) {
      throw new PatternError("bad inline flags: cannot use 'L' flag with a str pattern", pos);
    }
    if ((f & UNICODE) != 0 && bytes) {
      throw new PatternError("bad inline flags: cannot use 'u' flag with a bytes pattern", pos);
    }
    if ((f & (ASCII | UNICODE)) == (ASCII | UNICODE)) {
      throw new PatternError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", pos);
    }
  }

  private static int flagBit(char c) {
    return switch (c) {
      case 'a' -> ASCII;
      case 'i' -> IGNORECASE;
      case 'L' -> LOCALE;
      case 'm' -> MULTILINE;
      case 's' -> DOTALL;
      case 'u' -> UNICODE;
      case 'x' -> VERBOSE;
      default -> 0;
    };
  }

  private boolean asciiMode() {
    return bytes || (scoped == 0 ? (flags & ASCII) != 0 : scoped == 1);
  }

  private int fold() {
    return !icase ? Chars.FOLD_NONE : asciiMode() ? Chars.FOLD_ASCII : Chars.FOLD_UNICODE;
  }

  private void skipVerbose() {
    while (i < p.length()) {
      char c = p.charAt(i);
      if (c == '#') {
        while (i < p.length() && p.charAt(i) != '\n') {
          i++;
        }
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u000b' || c == '\f') {
        i++;
      } else {
        return;
      }
    }
  }

  // ---------------------------------------------------------------- items

  private void add(Node n) {
    cur.seq.add(n);
    canRepeat = true;
    lastRepeat = false;
  }

  /** A zero-width item that cannot be repeated (anchors, \b). */
  private void addAssertion(Node n) {
    cur.seq.add(n);
    canRepeat = false;
    lastRepeat = false;
  }

  private void step() {
    if (verbose) {
      skipVerbose();
      if (i >= p.length()) {
        return;
      }
    }
    int start = i;
    char c = p.charAt(i);
    switch (c) {
      case '\\' -> escape(false);
      case '[' -> add(new Node.Set(charClass()));
      case '(' -> openGroup();
      case ')' -> closeGroup();
      case '*', '+', '?' -> {
        repeatCheck(start);
        i++;
        repeat(c == '+' ? 1 : 0, c == '?' ? 1 : -1);
      }
      case '{' -> {
        int[] q = quantifier();
        if (q == null) {
          i++;
          add(new Node.Char('{', fold()));
        } else {
          repeatCheck(start);
          if (q[1] >= 0 && q[0] > q[1]) {
            throw new PatternError("min repeat greater than max repeat", start + 1);
          }
          repeat(q[0], q[1]);
        }
      }
      case '|' -> {
        if (cur.kind == COND && cur.alts.size() == 1) {
          throw new PatternError("conditional backref with more than two branches", i);
        }
        cur.alts.add(seqNode(cur.seq));
        cur.seq = new ArrayList<>();
        i++;
        canRepeat = false;
        lastRepeat = false;
      }
      case '^' -> {
        i++;
        addAssertion(new Node.Anchor(multiline ? Program.MBOL : Program.BOL, false));
      }
      case '$' -> {
        i++;
        addAssertion(new Node.Anchor(multiline ? Program.MEOL : Program.EOL, false));
      }
      case '.' -> {
        i++;
        add(new Node.Dot(dotall));
      }
      default -> {
        int cp = p.codePointAt(i);
        i += Character.charCount(cp);
        add(new Node.Char(cp, fold()));
      }
    }
  }

  private void repeatCheck(int pos) {
    if (lastRepeat) {
      throw new PatternError("multiple repeat", pos);
    }
    if (!canRepeat) {
      throw new PatternError("nothing to repeat", pos);
    }
  }

  /** Wraps the last item in a repeat, with an optional lazy '?' or possessive '+' suffix. */
  private void repeat(int min, int max) {
    int mode = Node.Repeat.GREEDY;
    if (i < p.length() && (p.charAt(i) == '?' || p.charAt(i) == '+')) {
      mode = p.charAt(i) == '?' ? Node.Repeat.LAZY : Node.Repeat.POSSESSIVE;
      i++;
    }
    int last = cur.seq.size() - 1;
    cur.seq.set(last, new Node.Repeat(cur.seq.get(last), min, max, mode));
    canRepeat = false;
    lastRepeat = true;
  }

  /** At '{': {min, max (-1 = none), hasComma} when a valid quantifier follows (i advanced), else null. */
  private int[] quantifier() {
    int j = i + 1;
    int n = p.length();
    int digits = 0;
    long acc = 0;
    while (j < n && isAsciiDigit(p.charAt(j))) {
      acc = Math.min(acc * 10 + (p.charAt(j) - '0'), Integer.MAX_VALUE);
      j++;
      digits++;
    }
    int lo = (int) acc;
    int hi;
    boolean comma = false;
    if (j < n && p.charAt(j) == ',') {
      comma = true;
      j++;
      acc = 0;
      int d2 = 0;
      while (j < n && isAsciiDigit(p.charAt(j))) {
        acc = Math.min(acc * 10 + (p.charAt(j) - '0'), Integer.MAX_VALUE);
        j++;
        d2++;
      }
      hi = d2 == 0 ? -1 : (int) acc;
    } else {
      hi = lo;
    }
    if (j >= n || p.charAt(j) != '}' || (digits == 0 && !comma)) {
      return null;
    }
    i = j + 1;
    return new int[] {lo, hi, comma ? 1 : 0};
  }

  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }

  // ---------------------------------------------------------------- groups

  private Frame push(int kind, int start, int next) {
    if (open.size() >= MAX_DEPTH) {
      throw new PatternError.TooDeep();
    }
    Frame f = new Frame();
    f.kind = kind;
    f.start = start;
    f.verbose = verbose;
    f.multiline = multiline;
    f.icase = icase;
    f.dotall = dotall;
    f.scoped = scoped;
    open.push(cur);
    cur = f;
    i = next;
    canRepeat = false;
    lastRepeat = false;
    return f;
  }

  private void openGroup() {
    int start = i;
    if (i + 1 >= p.length() || p.charAt(i + 1) != '?') {
      capture(start, null, start + 1);
      return;
    }
    int j = i + 2;
    if (j >= p.length()) {
      throw new PatternError("unexpected end of pattern", j);
    }
    char c = p.charAt(j);
    switch (c) {
      case ':' -> push(PLAIN, start, j + 1);
      case '=', '!' -> push(LOOK, start, j + 1).negative = c == '!';
      case '>' -> push(ATOMIC, start, j + 1);
      case '<' -> {
        if (j + 1 < p.length() && (p.charAt(j + 1) == '=' || p.charAt(j + 1) == '!')) {
          Frame f = push(LOOK, start, j + 2);
          f.behind = true;
          f.negative = p.charAt(j + 1) == '!';
          if (lookbehindGroups < 0) {
            lookbehindGroups = groups + 1;
            f.ownsLookbehind = true;
          }
        } else {
          String what = j + 1 < p.length() ? p.substring(j, j + 2) : "<";
          throw new PatternError("unknown extension ?" + what, start + 1);
        }
      }
      case '#' -> {
        int close = p.indexOf(')', j);
        if (close < 0) {
          throw new PatternError("missing ), unterminated comment", start);
        }
        i = close + 1;
      }
      case 'P' -> namedGroup(start, j);
      case '(' -> conditional(start, j + 1);
      default -> scopedFlags(start, j, c);
    }
  }

  private void namedGroup(int start, int j) {
    if (j + 1 >= p.length()) {
      throw new PatternError("unexpected end of pattern", j + 1);
    }
    char d = p.charAt(j + 1);
    if (d != '<' && d != '=') {
      throw new PatternError("unknown extension ?P" + d, start + 1);
    }
    int nameStart = j + 2;
    int close = p.indexOf(d == '<' ? '>' : ')', nameStart);
    if (close < 0) {
      throw new PatternError(d == '<' ? "missing >, unterminated name" : "missing ), unterminated name", nameStart);
    }
    String name = p.substring(nameStart, close);
    if (name.isEmpty()) {
      throw new PatternError("missing group name", nameStart);
    }
    if (!isIdentifier(name)) {
      throw new PatternError("bad character in group name '" + name + "'", nameStart);
    }
    if (d == '<') {
      Integer prev = names.get(name);
      if (prev != null) {
        throw new PatternError("redefinition of group name '" + name + "' as group " + (groups + 1) + "; was group "
            + prev, nameStart);
      }
      capture(start, name, close + 1);
      return;
    }
    Integer g = names.get(name);
    if (g == null) {
      throw new PatternError("unknown group name '" + name + "'", nameStart);
    }
    if (isOpen(g)) {
      throw new PatternError("cannot refer to an open group", nameStart);
    }
    checkLookbehindGroup(g, close + 1);
    i = close + 1;
    add(new Node.BackRef(g, fold()));
  }

  private static final int TYPE_FLAGS = ASCII | UNICODE | LOCALE;

  private static boolean isFlag(char c) {
    return "aiLmsux".indexOf(c) >= 0;
  }

  /** At {@code (?flags-flags:}: a group with scoped flags (j: the first flag char). */
  private void scopedFlags(int start, int j, char c) {
    if (!isFlag(c) && c != '-') {
      throw new PatternError("unknown extension ?" + c, start + 1);
    }
    int on = 0;
    int off = 0;
    int k = j;
    if (c != '-') {
      while (true) {
        char f = p.charAt(k);
        if (f == 'L' && !bytes) {
          throw new PatternError("bad inline flags: cannot use 'L' flag with a str pattern", k + 1);
        }
        if (f == 'u' && bytes) {
          throw new PatternError("bad inline flags: cannot use 'u' flag with a bytes pattern", k + 1);
        }
        int bit = flagBit(f);
        on |= bit;
        if ((bit & TYPE_FLAGS) != 0 && (on & TYPE_FLAGS) != bit) {
          throw new PatternError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", k + 1);
        }
        k++;
        if (k >= p.length()) {
          throw new PatternError("missing -, : or )", k);
        }
        char next = p.charAt(k);
        if (next == ')' || next == '-' || next == ':') {
          break;
        }
        if (!isFlag(next)) {
          throw new PatternError(Character.isLetter(next) ? "unknown flag" : "missing -, : or )", k);
        }
      }
      if (p.charAt(k) == ')') {
        throw new PatternError("global flags not at the start of the expression", start);
      }
    }
    if (p.charAt(k) == '-') {
      k++;
      if (k >= p.length()) {
        throw new PatternError("missing flag", k);
      }
      if (!isFlag(p.charAt(k))) {
        throw new PatternError(Character.isLetter(p.charAt(k)) ? "unknown flag" : "missing flag", k);
      }
      while (true) {
        int bit = flagBit(p.charAt(k));
        if ((bit & TYPE_FLAGS) != 0) {
          throw new PatternError("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", k + 1);
        }
        off |= bit;
        k++;
        if (k >= p.length()) {
          throw new PatternError("missing :", k);
        }
        char next = p.charAt(k);
        if (next == ':') {
          break;
        }
        if (!isFlag(next)) {
          throw new PatternError(Character.isLetter(next) ? "unknown flag" : "missing :", k);
        }
      }
    }
    if ((on & off) != 0) {
      throw new PatternError("bad inline flags: flag turned on and off", k);
    }
    push(PLAIN, start, k + 1);
    if ((on & ASCII) != 0) {
      scoped = 1;
    } else if ((on & UNICODE) != 0) {
      scoped = 2;
    }
    verbose = (on & VERBOSE) != 0 || verbose && (off & VERBOSE) == 0;
    multiline = (on & MULTILINE) != 0 || multiline && (off & MULTILINE) == 0;
    icase = (on & IGNORECASE) != 0 || icase && (off & IGNORECASE) == 0;
    dotall = (on & DOTALL) != 0 || dotall && (off & DOTALL) == 0;
  }

  /** At {@code (?(}: the condition (group number or name), then the yes/no branches. */
  private void conditional(int start, int nameStart) {
    int close = p.indexOf(')', nameStart);
    if (close < 0) {
      throw new PatternError("missing ), unterminated name", nameStart);
    }
    String name = p.substring(nameStart, close);
    if (name.isEmpty()) {
      throw new PatternError("missing group name", nameStart);
    }
    int g;
    if (isIdentifier(name)) {
      Integer n = names.get(name);
      if (n == null) {
        throw new PatternError("unknown group name '" + name + "'", nameStart);
      }
      g = n;
    } else {
      for (int k = 0; k < name.length(); k++) {
        if (!isAsciiDigit(name.charAt(k))) {
          throw new PatternError("bad character in group name '" + name + "'", nameStart);
        }
      }
      g = name.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(name);
      if (g == 0) {
        throw new PatternError("bad group number", nameStart);
      }
      if (g >= 1073741823) {
        throw new PatternError("invalid group reference " + name, nameStart);
      }
      condRefs.add(new int[] {g, nameStart});
    }
    checkLookbehindGroup(g, close + 1);
    push(COND, start, close + 1).condGroup = g;
  }

  private void capture(int start, String name, int next) {
    groups++;
    int parent = 0;
    if (cur.kind == CAPTURE) {
      parent = cur.group;
    } else {
      for (Frame f : open) {
        if (f.kind == CAPTURE) {
          parent = f.group;
          break;
        }
      }
    }
    parents.add(parent);
    groupWidths.add(null);
    if (name != null) {
      names.put(name, groups);
    }
    push(CAPTURE, start, next).group = groups;
  }

  private void closeGroup() {
    if (open.isEmpty()) {
      throw new PatternError("unbalanced parenthesis", i);
    }
    Frame f = cur;
    Node body = branches(f);
    verbose = f.verbose;
    multiline = f.multiline;
    icase = f.icase;
    dotall = f.dotall;
    scoped = f.scoped;
    cur = open.pop();
    i++;
    Node n = switch (f.kind) {
      case CAPTURE -> {
        groupWidths.set(f.group, Widths.of(body, groupWidths));
        yield new Node.Group(f.group, body);
      }
      case LOOK -> look(f, body);
      case ATOMIC -> new Node.Atomic(body);
      case COND -> condNode(f);
      default -> body;
    };
    add(n);
  }

  private Node look(Frame f, Node body) {
    if (!f.behind) {
      return new Node.Look(false, f.negative, body, 0);
    }
    if (f.ownsLookbehind) {
      lookbehindGroups = -1;
    }
    long[] w = Widths.of(body, groupWidths);
    if (w[0] != w[1]) {
      throw new PatternError("look-behind requires fixed-width pattern", -1);
    }
    if (w[0] > 0xFFFFFFFFL) {
      throw new PatternError("looks too much behind", -1);
    }
    if (w[0] > Integer.MAX_VALUE) {
      throw new PatternError("looks too much behind", -1);
    }
    return new Node.Look(true, f.negative, body, (int) w[0]);
  }

  private Node condNode(Frame f) {
    Node yes = f.alts.get(0);
    Node no = f.alts.size() > 1 ? f.alts.get(1) : Node.EMPTY;
    return new Node.Cond(f.condGroup, yes, no);
  }

  /** Ends frame f's current branch; its body (one branch, or an alternation). */
  private static Node branches(Frame f) {
    f.alts.add(seqNode(f.seq));
    f.seq = new ArrayList<>();
    if (f.kind == COND) {
      return null;
    }
    if (f.alts.size() == 1) {
      return f.alts.get(0);
    }
    Node chars = singleChars(f.alts);
    return chars != null ? chars : new Node.Alt(List.copyOf(f.alts));
  }

  /**
   * An alternation of single literal characters of one fold mode, as one class (so that a
   * repeat of it is a repeat of one character); else null.
   */
  private static Node singleChars(List<Node> branches) {
    int fold = -1;
    int[] ranges = new int[2 * branches.size()];
    int k = 0;
    for (Node b : branches) {
      if (!(b instanceof Node.Char c) || fold >= 0 && c.fold != fold) {
        return null;
      }
      fold = c.fold;
      ranges[k++] = c.cp;
      ranges[k++] = c.cp;
    }
    return new Node.Set(new CharClass(ranges, 0, false, false, fold));
  }

  private static Node seqNode(List<Node> items) {
    return items.size() == 1 ? items.get(0) : new Node.Seq(List.copyOf(items));
  }

  private boolean isOpen(int group) {
    if (cur.kind == CAPTURE && cur.group == group) {
      return true;
    }
    for (Frame g : open) {
      if (g.kind == CAPTURE && g.group == group) {
        return true;
      }
    }
    return false;
  }

  private void checkLookbehindGroup(int g, int pos) {
    if (lookbehindGroups >= 0 && g >= lookbehindGroups) {
      throw new PatternError("cannot refer to group defined in the same lookbehind subpattern", pos);
    }
  }

  /** A group name CPython accepts (also for the \g<name> of templates). */
  public static boolean isIdentifier(String s) {
    if (s.isEmpty() || !Character.isUnicodeIdentifierStart(s.codePointAt(0)) && s.charAt(0) != '_') {
      return false;
    }
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (!Character.isUnicodeIdentifierPart(c) && c != '_') {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- escapes

  /**
   * At a backslash. Outside a class, adds the item and returns -1; inside a class, returns the
   * literal code point, or -2 for a class escape (\d etc., its category in lastCategory).
   */
  private int escape(boolean inClass) {
    int start = i;
    if (i + 1 >= p.length()) {
      throw new PatternError("bad escape (end of pattern)", start);
    }
    char c = p.charAt(i + 1);
    i += 2;
    int cp;
    switch (c) {
      case 'd', 'D', 's', 'S', 'w', 'W' -> {
        int cat = switch (c) {
          case 'd' -> CharClass.DIGIT;
          case 'D' -> CharClass.NOT_DIGIT;
          case 's' -> CharClass.SPACE;
          case 'S' -> CharClass.NOT_SPACE;
          case 'w' -> CharClass.WORD;
          default -> CharClass.NOT_WORD;
        };
        if (inClass) {
          lastCategory = cat;
        } else {
          add(new Node.Set(CharClass.category(cat, asciiMode())));
        }
        return -2;
      }
      case 'A', 'Z', 'b', 'B' -> {
        if (inClass) {
          if (c == 'b') {
            return 8;
          }
          throw new PatternError("bad escape \\" + c, start);
        }
        int op = switch (c) {
          case 'A' -> Program.BEGIN;
          case 'Z' -> Program.END;
          case 'b' -> Program.WORDB;
          default -> Program.NWORDB;
        };
        addAssertion(new Node.Anchor(op, asciiMode()));
        return -1;
      }
      case 'n' -> cp = '\n';
      case 't' -> cp = '\t';
      case 'r' -> cp = '\r';
      case 'f' -> cp = '\f';
      case 'v' -> cp = 0x0b;
      case 'a' -> cp = 7;
      case '\\' -> cp = '\\';
      case 'x' -> cp = hexEscape(2, start);
      case 'u' -> {
        if (bytes) {
          throw new PatternError("bad escape \\u", start);
        }
        cp = hexEscape(4, start);
      }
      case 'U' -> {
        if (bytes) {
          throw new PatternError("bad escape \\U", start);
        }
        cp = hexEscape(8, start);
        if (cp > 0x10ffff || cp < 0) {
          throw new PatternError("bad escape \\U" + p.substring(start + 2, i), start);
        }
      }
      case 'N' -> cp = namedChar(start);
      case '0' -> {
        cp = 0;
        for (int k = 0; k < 2 && i < p.length() && isOctal(p.charAt(i)); k++) {
          cp = cp * 8 + (p.charAt(i) - '0');
          i++;
        }
      }
      default -> {
        if (c >= '1' && c <= '9') {
          // octal escape of three digits, else a group reference
          if (i + 1 < p.length() && c <= '7' && isOctal(p.charAt(i)) && isOctal(p.charAt(i + 1))) {
            cp = (c - '0') * 64 + (p.charAt(i) - '0') * 8 + (p.charAt(i + 1) - '0');
            if (cp > 0377) {
              throw new PatternError("octal escape value \\" + p.substring(start + 1, start + 4)
                  + " outside of range 0-0o377", start);
            }
            i += 2;
          } else {
            if (inClass) {
              throw new PatternError("bad escape \\" + c, start);
            }
            backReference(start, c - '0');
            return -1;
          }
        } else if (c < 128 && Character.isLetterOrDigit(c)) {
          throw new PatternError("bad escape \\" + c, start);
        } else {
          cp = p.codePointAt(start + 1);
          i = start + 1 + Character.charCount(cp);
        }
      }
    }
    if (inClass) {
      return cp;
    }
    add(new Node.Char(cp, fold()));
    return -1;
  }

  private void backReference(int start, int first) {
    int g = first;
    if (i < p.length() && isAsciiDigit(p.charAt(i))) {
      g = g * 10 + (p.charAt(i) - '0');
      i++;
    }
    if (g > groups) {
      throw new PatternError("invalid group reference " + g, start + 1);
    }
    if (isOpen(g)) {
      throw new PatternError("cannot refer to an open group", start);
    }
    checkLookbehindGroup(g, i);
    add(new Node.BackRef(g, fold()));
  }

  private int namedChar(int start) {
    if (bytes) {
      throw new PatternError("bad escape \\N", start);
    }
    if (i >= p.length() || p.charAt(i) != '{') {
      throw new PatternError("missing {", i);
    }
    int close = p.indexOf('}', i);
    if (close < 0) {
      throw new PatternError("missing }, unterminated name", i + 1);
    }
    String name = p.substring(i + 1, close);
    int cp;
    try {
      cp = Character.codePointOf(name);
    } catch (IllegalArgumentException e) {
      throw new PatternError("undefined character name '" + name + "'", start);
    }
    i = close + 1;
    return cp;
  }

  private static boolean isOctal(char c) {
    return c >= '0' && c <= '7';
  }

  private int hexEscape(int digits, int start) {
    long v = 0;
    for (int k = 0; k < digits; k++) {
      if (i >= p.length() || Character.digit(p.charAt(i), 16) < 0 || p.charAt(i) > 127) {
        throw new PatternError("incomplete escape " + p.substring(start, i), start);
      }
      v = v * 16 + Character.digit(p.charAt(i), 16);
      i++;
    }
    return v > Integer.MAX_VALUE ? -1 : (int) v;
  }

  // ---------------------------------------------------------------- classes

  private CharClass charClass() {
    int start = i;
    i++;
    boolean negated = false;
    if (i < p.length() && p.charAt(i) == '^') {
      negated = true;
      i++;
    }
    List<Integer> ranges = new ArrayList<>();
    int cats = 0;
    boolean first = true;
    ResourceMeter meter = ResourceMeter.current();
    for (long steps = 0;; steps++) {
      meter.tickEvery(steps, 64);
      if (i >= p.length()) {
        throw new PatternError("unterminated character set", start);
      }
      char c = p.charAt(i);
      if (c == ']' && !first) {
        i++;
        break;
      }
      first = false;
      int itemStart = i;
      int lo;
      if (c == '\\') {
        lo = escape(true);
        if (lo == -2) {
          if (i + 1 < p.length() && p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
            int thatEnd = p.charAt(i + 1) == '\\' ? Math.min(i + 3, p.length()) : i + 2;
            throw new PatternError("bad character range " + p.substring(itemStart, thatEnd), itemStart);
          }
          cats |= lastCategory;
          continue;
        }
      } else {
        lo = p.codePointAt(i);
        i += Character.charCount(lo);
      }
      int hi = lo;
      if (i + 1 < p.length() && p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
        i++;
        if (p.charAt(i) == '\\') {
          hi = escape(true);
          if (hi == -2) {
            throw new PatternError("bad character range " + p.substring(itemStart, i), itemStart);
          }
        } else {
          hi = p.codePointAt(i);
          i += Character.charCount(hi);
        }
        if (hi < lo) {
          throw new PatternError("bad character range " + p.substring(itemStart, i), itemStart);
        }
      }
      ranges.add(lo);
      ranges.add(hi);
    }
    int[] r = new int[ranges.size()];
    for (int k = 0; k < r.length; k++) {
      r[k] = ranges.get(k);
    }
    return new CharClass(r, cats, asciiMode(), negated, fold());
  }
}
