/*
 * The backtracking matcher of Krait's regex engine. It runs a Program over a Java string (str
 * subjects in UTF-16 with surrogate pairs read as one code point; bytes as Latin-1 chars), and
 * keeps every choice point and every undo record on a heap stack of ints — never on the Java
 * stack — so the depth of a match is bounded by the cell's memory limit (the stack's growth is
 * checked against it) and its length by the CPU budget (the loop ticks the meter). Positions
 * are Java char indices; the caller converts to and from Python's code point indices.
 *
 * Stack entries have their header on top (operand << 4 | kind) above one or two payload ints,
 * so the stack can be walked down from the top when an atomic group or look-around cuts it.
 */
package dev.krait.python.regex;

import dev.krait.python.vm.ResourceMeter;
import java.util.Arrays;

public final class Matcher {
  private static final int K_CHOICE = 1; // [pos] resume at operand pc
  private static final int K_RESTORE = 2; // [old] slot operand
  private static final int K_REPC = 3; // [minPos, cur] give back one char of the REPC at operand
  private static final int K_REPC_LAZY = 4; // [count, pos] take one more char
  private static final int K_LAZY_LOOP = 5; // [pos] one more iteration of the LOOP at operand
  private static final int K_BARRIER = 6; // [pos] the LOOK at operand
  private static final int K_REPB = 7; // [width, minPos, cur] give back one iteration of the REPB at operand
  private static final int K_REPB_LAZY = 8; // [count, pos] one more iteration

  /** Above this many ints (4 GiB / 4) the stack is refused whatever the limit says. */
  private static final int MAX_STACK = 1 << 29;
  private static final int TICK_EVERY = 1024;

  private final Program prog;
  private final int[] code;
  private final int regBase;
  private final int[] mem;
  private int[] stk = new int[32];
  private int sp;
  private final ResourceMeter meter = ResourceMeter.current();
  private int steps;

  private String s;
  private int end;
  private boolean surrogates;
  private boolean full;
  private int forbidEmptyAt;
  private int matchStart;

  public Matcher(Program prog) {
    this.prog = prog;
    this.code = prog.code;
    this.regBase = 2 * (prog.groups + 1);
    this.mem = new int[prog.slots];
  }

  /** Start of group g in the last match (Java index), -1 when it did not participate. */
  public int start(int g) {
    return mem[2 * g + 1] < 0 ? -1 : mem[2 * g];
  }

  public int end(int g) {
    return mem[2 * g] < 0 ? -1 : mem[2 * g + 1];
  }

  /**
   * Sets the subject when the caller already knows whether s[0, end) holds surrogates (so the
   * matcher does not scan it again).
   */
  public void subject(String s, int end, boolean surrogates) {
    this.s = s;
    this.end = end;
    this.surrogates = surrogates;
  }

  /** Where findNext searches next, and whether its last match was empty. */
  private int cursor;
  private boolean lastEmpty;

  /** Starts iterating the matches of all of s with findNext. */
  public void reset(String s) {
    subject(s, s.length(), hasSurrogates(s, s.length()));
    cursor = 0;
    lastEmpty = false;
  }

  /**
   * The next match of the subject set by reset, with CPython's finditer rule: after an empty
   * match at p, the next match may start at p only if it is not empty.
   */
  public boolean findNext() {
    if (cursor > end || !search(s, cursor, end, false, false, lastEmpty ? cursor : -1)) {
      cursor = end + 1;
      return false;
    }
    lastEmpty = mem[1] == mem[0];
    cursor = mem[1];
    return true;
  }

  /** Group g of the last match, or null when it did not participate. */
  public String group(int g) {
    int a = start(g);
    return a < 0 ? null : s.substring(a, end(g));
  }

  /**
   * Looks for a match in s[from, end) (the string beyond end is invisible; before from, only
   * look-behinds and \b see it). anchored: only at from (match); full: it must end at end
   * (fullmatch); forbidEmptyAt: an empty match there is refused (the iteration rule of finditer,
   * sub and split after an empty match), -1 for none.
   */
  public boolean search(String s, int from, int end, boolean anchored, boolean full, int forbidEmptyAt) {
    if (s != this.s || end != this.end) {
      this.s = s;
      this.end = end;
      this.surrogates = hasSurrogates(s, end);
    }
    this.full = full;
    this.forbidEmptyAt = forbidEmptyAt;
    if (prog.anchoredAtBeginning && from > 0 && !anchored) {
      return false;
    }
    String prefix = anchored ? null : prog.prefix;
    int first = anchored ? -1 : prog.startFirst;
    long counted = 0;
    for (int start = from; start <= end;) {
      if (prefix != null) {
        int k = s.indexOf(prefix, start);
        meter.tick((k < 0 ? end : k) - start + 1L);
        if (k < 0 || k + prefix.length() > end) {
          return false;
        }
        start = k;
      } else if (first >= 0) {
        long lo = prog.firstLo[first];
        long hi = prog.firstHi[first];
        boolean other = prog.firstOther[first];
        while (start < end) {
          char c = s.charAt(start);
          if (c < 64 ? (lo >>> c & 1) != 0 : c < 128 ? (hi >>> (c - 64) & 1) != 0 : other) {
            break;
          }
          start++;
          meter.tickEvery(++counted, 4096);
        }
        if (start >= end) {
          return false;
        }
      }
      if (tryAt(start)) {
        return true;
      }
      if (anchored || prog.anchoredAtBeginning || start >= end) {
        return false;
      }
      start = next(start);
    }
    return false;
  }

  private boolean hasSurrogates(String s, int end) {
    for (int k = 0; k < end; k++) {
      meter.tickEvery(k, 4096);
      if (Character.isSurrogate(s.charAt(k))) {
        return true;
      }
    }
    return false;
  }

  private boolean tryAt(int start) {
    Arrays.fill(mem, -1);
    sp = 0;
    matchStart = start;
    mem[0] = start;
    return run(0, start);
  }

  // ---------------------------------------------------------------- characters

  private int cpAt(int pos) {
    char c = s.charAt(pos);
    if (surrogates && Character.isHighSurrogate(c) && pos + 1 < end) {
      char d = s.charAt(pos + 1);
      if (Character.isLowSurrogate(d)) {
        return Character.toCodePoint(c, d);
      }
    }
    return c;
  }

  private int next(int pos) {
    if (surrogates && Character.isHighSurrogate(s.charAt(pos)) && pos + 1 < end
        && Character.isLowSurrogate(s.charAt(pos + 1))) {
      return pos + 2;
    }
    return pos + 1;
  }

  private int prev(int pos) {
    if (surrogates && pos >= 2 && Character.isLowSurrogate(s.charAt(pos - 1))
        && Character.isHighSurrogate(s.charAt(pos - 2))) {
      return pos - 2;
    }
    return pos - 1;
  }

  /** The position n code points before pos, or -1. */
  private int back(int pos, int n) {
    if (!surrogates) {
      return pos - n;
    }
    int p = pos;
    for (int k = 0; k < n; k++) {
      if (p <= 0) {
        return -1;
      }
      p = prev(p);
    }
    return p;
  }

  /** Does the single-character instruction at t match code point c? */
  private boolean one(int t, int c) {
    return switch (code[t]) {
      case Program.CHAR -> c == code[t + 1];
      case Program.CHARF -> Chars.key(c, code[t + 2]) == code[t + 1];
      case Program.ANY -> c != '\n';
      case Program.ANYALL -> true;
      default -> prog.sets[code[t + 1]].matches(c);
    };
  }

  /** Matches the single-character instruction at t from p up to max times; the position after. */
  private int scan(int t, int p, int max) {
    int limit = max < 0 ? Integer.MAX_VALUE : max;
    if (!surrogates) {
      int stop = (int) Math.min(end, (long) p + limit);
      int from = p;
      switch (code[t]) {
        case Program.ANYALL -> p = stop;
        case Program.ANY -> {
          while (p < stop && s.charAt(p) != '\n') {
            p++;
          }
        }
        case Program.SET -> {
          CharClass cls = prog.sets[code[t + 1]];
          while (p < stop && cls.matches(s.charAt(p))) {
            p++;
          }
        }
        case Program.CHAR -> {
          int c = code[t + 1];
          while (p < stop && s.charAt(p) == c) {
            p++;
          }
        }
        default -> {
          while (p < stop && one(t, s.charAt(p))) {
            p++;
          }
        }
      }
      meter.tick((p - from) >> 3);
      return p;
    }
    for (int n = 0; n < limit && p < end && one(t, cpAt(p)); n++) {
      p = next(p);
      meter.tickEvery(n, 256);
    }
    return p;
  }

  private boolean isWordAt(int pos, boolean ascii) {
    return Chars.isWord(cpAt(pos), ascii);
  }

  private boolean isWordBefore(int pos, boolean ascii) {
    return pos > 0 && Chars.isWord(cpAt(prev(pos)), ascii);
  }

  // ---------------------------------------------------------------- stack

  private void ensure(int more) {
    if (sp + more <= stk.length) {
      return;
    }
    int len = stk.length * 2;
    if (len > MAX_STACK) {
      throw new StackTooDeep();
    }
    meter.requireFits(4L * len + 4L * stk.length, "the backtracking stack of a regular expression match ("
        + dev.krait.python.vm.LimitExceededError.bytes(4L * len) + ")");
    stk = Arrays.copyOf(stk, len);
  }

  /** The match needs a backtracking stack larger than any limit allows (only without a memory limit). */
  public static final class StackTooDeep extends RuntimeException {
    StackTooDeep() {
      super("maximum recursion depth exceeded in regular expression matching", null, false, false);
    }
  }

  private void push2(int payload, int operand, int kind) {
    ensure(2);
    stk[sp] = payload;
    stk[sp + 1] = operand << 4 | kind;
    sp += 2;
  }

  private void push3(int a, int b, int operand, int kind) {
    ensure(3);
    stk[sp] = a;
    stk[sp + 1] = b;
    stk[sp + 2] = operand << 4 | kind;
    sp += 3;
  }

  private void push4(int a, int b, int c, int operand, int kind) {
    ensure(4);
    stk[sp] = a;
    stk[sp + 1] = b;
    stk[sp + 2] = c;
    stk[sp + 3] = operand << 4 | kind;
    sp += 4;
  }

  /** Matches the block code[from, to) (no choices) at p; the position after, or -1. */
  private int block(int from, int to, int p) {
    int t = from;
    while (t < to) {
      int op = code[t];
      if (op == Program.STR) {
        String lit = prog.strings[code[t + 1]];
        if (p + lit.length() > end || !s.startsWith(lit, p)) {
          return -1;
        }
        p += lit.length();
        t += 2;
      } else if (op == Program.BACKREF) {
        int g = code[t + 1];
        int a = mem[2 * g];
        int b = mem[2 * g + 1];
        p = a < 0 || b < 0 ? -1 : backref(a, b, p, code[t + 2]);
        if (p < 0) {
          return -1;
        }
        t += 3;
      } else {
        if (p >= end || !one(t, cpAt(p))) {
          return -1;
        }
        p = next(p);
        t += op == Program.CHARF ? 3 : op == Program.ANY || op == Program.ANYALL ? 1 : 2;
      }
    }
    return p;
  }

  private void set(int slot, int value) {
    int old = mem[slot];
    if (old != value) {
      push2(old, slot, K_RESTORE);
      mem[slot] = value;
    }
  }

  private static int size(int kind) {
    return switch (kind) {
      case K_REPC, K_REPC_LAZY, K_REPB_LAZY -> 3;
      case K_REPB -> 4;
      default -> 2;
    };
  }

  /** Index of the topmost barrier entry (its first int). */
  private int barrier() {
    int t = sp;
    while (t > 0) {
      int kind = stk[t - 1] & 15;
      t -= size(kind);
      if (kind == K_BARRIER) {
        return t;
      }
    }
    throw new IllegalStateException("look-around end without its start");
  }

  /** Positions of the undo records found by cut (reused). */
  private int[] scratch = new int[16];

  /** Drops the choice points above barrier b and b itself, keeping the undo records in order. */
  private void cut(int b) {
    int n = 0;
    int t = sp;
    while (t > b + 2) {
      int kind = stk[t - 1] & 15;
      t -= size(kind);
      if (kind == K_RESTORE) {
        if (n == scratch.length) {
          scratch = Arrays.copyOf(scratch, 2 * n);
        }
        scratch[n++] = t;
      }
    }
    int w = b;
    for (int k = n - 1; k >= 0; k--) {
      int r = scratch[k];
      stk[w] = stk[r];
      stk[w + 1] = stk[r + 1];
      w += 2;
    }
    sp = w;
  }

  /** Pops down to barrier b (and b), undoing every record. */
  private void unwind(int b) {
    while (sp > b + 2) {
      int hdr = stk[sp - 1];
      int kind = hdr & 15;
      sp -= size(kind);
      if (kind == K_RESTORE) {
        mem[hdr >>> 4] = stk[sp];
      }
    }
    sp = b;
  }

  // ---------------------------------------------------------------- the machine

  private boolean run(int pc0, int pos0) {
    final int[] code = this.code;
    final String s = this.s;
    final int end = this.end;
    int pc = pc0;
    int pos = pos0;
    outer:
    while (true) {
      if (++steps >= TICK_EVERY) {
        steps = 0;
        meter.tick(TICK_EVERY);
      }
      switch (code[pc]) {
        case Program.CHAR -> {
          if (pos < end && cpAt(pos) == code[pc + 1]) {
            pos = next(pos);
            pc += 2;
            continue;
          }
        }
        case Program.CHARF -> {
          if (pos < end && Chars.key(cpAt(pos), code[pc + 2]) == code[pc + 1]) {
            pos = next(pos);
            pc += 3;
            continue;
          }
        }
        case Program.STR -> {
          String lit = prog.strings[code[pc + 1]];
          int n = lit.length();
          if (pos + n <= end && s.startsWith(lit, pos)) {
            pos += n;
            pc += 2;
            continue;
          }
        }
        case Program.ANY -> {
          if (pos < end && s.charAt(pos) != '\n') {
            pos = next(pos);
            pc += 1;
            continue;
          }
        }
        case Program.ANYALL -> {
          if (pos < end) {
            pos = next(pos);
            pc += 1;
            continue;
          }
        }
        case Program.SET -> {
          if (pos < end && prog.sets[code[pc + 1]].matches(cpAt(pos))) {
            pos = next(pos);
            pc += 2;
            continue;
          }
        }
        case Program.BOL, Program.BEGIN -> {
          if (pos == 0) {
            pc += 1;
            continue;
          }
        }
        case Program.MBOL -> {
          if (pos == 0 || s.charAt(pos - 1) == '\n') {
            pc += 1;
            continue;
          }
        }
        case Program.EOL -> {
          if (pos == end || pos == end - 1 && s.charAt(pos) == '\n') {
            pc += 1;
            continue;
          }
        }
        case Program.MEOL -> {
          if (pos == end || s.charAt(pos) == '\n') {
            pc += 1;
            continue;
          }
        }
        case Program.END -> {
          if (pos == end) {
            pc += 1;
            continue;
          }
        }
        case Program.WORDB, Program.NWORDB -> {
          if (end > 0) {
            boolean ascii = code[pc + 1] != 0;
            boolean before = isWordBefore(pos, ascii);
            boolean after = pos < end && isWordAt(pos, ascii);
            if ((before != after) == (code[pc] == Program.WORDB)) {
              pc += 2;
              continue;
            }
          }
        }
        case Program.SPLIT -> {
          int f = code[pc + 2];
          if (f < 0 || pos < end && canStart(f, s.charAt(pos))) {
            push2(pos, code[pc + 1], K_CHOICE);
          }
          pc += 3;
          continue;
        }
        case Program.JMP -> {
          pc = code[pc + 1];
          continue;
        }
        case Program.SAVE -> {
          set(code[pc + 1], pos);
          pc += 2;
          continue;
        }
        case Program.REPC -> {
          int min = code[pc + 1];
          int max = code[pc + 2];
          int mode = code[pc + 3];
          int t = pc + 5;
          int p = min == 0 ? pos : scan(t, pos, min);
          if (min > 0 && (surrogates ? countFrom(pos, p) : p - pos) < min) {
            break;
          }
          if (mode == Node.Repeat.LAZY) {
            if (max < 0 || min < max) {
              push3(min, p, pc, K_REPC_LAZY);
            }
          } else {
            int minPos = p;
            p = scan(t, p, max < 0 ? -1 : max - min);
            if (mode == Node.Repeat.GREEDY && p > minPos) {
              push3(minPos, p, pc, K_REPC);
            }
          }
          pos = p;
          pc = code[pc + 4];
          continue;
        }
        case Program.REPB -> {
          if (surrogates && code[pc + 7] != 0) {
            pc = code[pc + 5];
            continue;
          }
          int min = code[pc + 1];
          int max = code[pc + 2];
          int mode = code[pc + 3];
          int from = pc + Program.REPB_SIZE;
          int to = code[pc + 6];
          int p = pos;
          int n = 0;
          int limit = mode == Node.Repeat.LAZY ? min : max < 0 ? Integer.MAX_VALUE : max;
          while (n < limit) {
            int q = block(from, to, p);
            if (q < 0) {
              break;
            }
            n++;
            if (q == p) {
              n = Math.max(n, Math.min(limit, min));
              break; // an empty iteration: the rest would be empty too
            }
            p = q;
            if ((n & 255) == 0) {
              meter.tick(256);
            }
          }
          if (n < min) {
            break;
          }
          if (mode == Node.Repeat.LAZY) {
            if (max < 0 || n < max) {
              push3(n, p, pc, K_REPB_LAZY);
            }
          } else if (mode == Node.Repeat.GREEDY && n > min && p > pos) {
            int w = (p - pos) / n;
            push4(w, pos + min * w, p, pc, K_REPB);
          }
          pos = p;
          pc = code[pc + 4];
          continue;
        }
        case Program.LOOP_INIT -> {
          if (code[pc + 1] >= 0) {
            set(regBase + code[pc + 1], 0);
          }
          if (code[pc + 2] >= 0) {
            set(regBase + code[pc + 2], -1);
          }
          pc += 3;
          continue;
        }
        case Program.LOOP -> {
          int creg = code[pc + 1];
          int ereg = code[pc + 2];
          int min = code[pc + 3];
          int max = code[pc + 4];
          int c = creg >= 0 ? mem[regBase + creg] : min;
          if (c < min) {
            set(regBase + creg, c + 1);
            if (ereg >= 0) {
              set(regBase + ereg, pos);
            }
            pc += Program.LOOP_SIZE;
            continue;
          }
          if (ereg >= 0 && mem[regBase + ereg] == pos || max >= 0 && c >= max) {
            pc = code[pc + 5];
            continue;
          }
          if (code[pc + 6] != 0) {
            push2(pos, pc, K_LAZY_LOOP);
            pc = code[pc + 5];
            continue;
          }
          int f = code[pc + 7];
          if (f >= 0 && (pos >= end || !canStart(f, s.charAt(pos)))) {
            pc = code[pc + 5];
            continue;
          }
          push2(pos, code[pc + 5], K_CHOICE);
          if (creg >= 0) {
            set(regBase + creg, c + 1);
          }
          if (ereg >= 0) {
            set(regBase + ereg, pos);
          }
          pc += Program.LOOP_SIZE;
          continue;
        }
        case Program.BACKREF -> {
          int g = code[pc + 1];
          int a = mem[2 * g];
          int b = mem[2 * g + 1];
          if (a >= 0 && b >= 0) {
            int p = backref(a, b, pos, code[pc + 2]);
            if (p >= 0) {
              pos = p;
              pc += 3;
              continue;
            }
          }
        }
        case Program.LOOK -> {
          int kind = code[pc + 1];
          int at = pos;
          if (kind == Program.LOOK_BEHIND || kind == Program.LOOK_NOT_BEHIND) {
            at = back(pos, code[pc + 2]);
            if (at < 0) {
              if (kind == Program.LOOK_NOT_BEHIND) {
                pc = code[pc + 3];
                continue;
              }
              break;
            }
          }
          push2(pos, pc, K_BARRIER);
          pos = at;
          pc += 4;
          continue;
        }
        case Program.LOOK_END -> {
          int b = barrier();
          int saved = stk[b];
          int lookPc = stk[b + 1] >>> 4;
          int kind = code[lookPc + 1];
          if ((kind == Program.LOOK_BEHIND || kind == Program.LOOK_NOT_BEHIND) && pos != saved) {
            break;
          }
          if (kind == Program.LOOK_NOT_AHEAD || kind == Program.LOOK_NOT_BEHIND) {
            unwind(b);
            break;
          }
          cut(b);
          if (kind != Program.LOOK_ATOMIC) {
            pos = saved;
          }
          pc = code[lookPc + 3];
          continue;
        }
        case Program.COND -> {
          int g = code[pc + 1];
          pc = mem[2 * g] >= 0 && mem[2 * g + 1] >= 0 ? pc + 3 : code[pc + 2];
          continue;
        }
        case Program.MATCH -> {
          if ((!full || pos == end) && !(pos == matchStart && matchStart == forbidEmptyAt)) {
            mem[1] = pos;
            return true;
          }
        }
        default -> throw new IllegalStateException("bad opcode " + code[pc] + " at " + pc);
      }
      // failure: resume at the newest choice point
      while (true) {
        if (sp == 0) {
          return false;
        }
        int hdr = stk[--sp];
        int op = hdr >>> 4;
        switch (hdr & 15) {
          case K_CHOICE -> {
            pos = stk[--sp];
            pc = op;
            continue outer;
          }
          case K_RESTORE -> mem[op] = stk[--sp];
          case K_REPC -> {
            int cur = prev(stk[sp - 1]);
            int minPos = stk[sp - 2];
            int nextPc = code[op + 4];
            if (!surrogates && code[nextPc] == Program.CHAR) {
              int want = code[nextPc + 1];
              while (cur > minPos && (cur >= end || s.charAt(cur) != want)) {
                cur--;
              }
            }
            if (cur > minPos) {
              stk[sp - 1] = cur;
              sp++;
            } else {
              sp -= 2;
            }
            pos = cur;
            pc = nextPc;
            continue outer;
          }
          case K_REPC_LAZY -> {
            int p = stk[sp - 1];
            int n = stk[sp - 2];
            int max = code[op + 2];
            if (p < end && one(op + 5, cpAt(p))) {
              p = next(p);
              n++;
              if (max < 0 || n < max) {
                stk[sp - 1] = p;
                stk[sp - 2] = n;
                sp++;
              } else {
                sp -= 2;
              }
              pos = p;
              pc = code[op + 4];
              continue outer;
            }
            sp -= 2;
          }
          case K_REPB -> {
            int cur = stk[sp - 1] - stk[sp - 3];
            if (cur > stk[sp - 2]) {
              stk[sp - 1] = cur;
              sp++;
            } else {
              sp -= 3;
            }
            pos = cur;
            pc = code[op + 4];
            continue outer;
          }
          case K_REPB_LAZY -> {
            int p = stk[sp - 1];
            int n = stk[sp - 2];
            int max = code[op + 2];
            int q = block(op + Program.REPB_SIZE, code[op + 6], p);
            if (q >= 0 && q != p) {
              n++;
              if (max < 0 || n < max) {
                stk[sp - 1] = q;
                stk[sp - 2] = n;
                sp++;
              } else {
                sp -= 2;
              }
              pos = q;
              pc = code[op + 4];
              continue outer;
            }
            sp -= 2;
          }
          case K_LAZY_LOOP -> {
            pos = stk[--sp];
            int creg = code[op + 1];
            int ereg = code[op + 2];
            if (creg >= 0) {
              set(regBase + creg, mem[regBase + creg] + 1);
            }
            if (ereg >= 0) {
              set(regBase + ereg, pos);
            }
            pc = op + Program.LOOP_SIZE;
            continue outer;
          }
          case K_BARRIER -> {
            int saved = stk[--sp];
            int kind = code[op + 1];
            if (kind == Program.LOOK_NOT_AHEAD || kind == Program.LOOK_NOT_BEHIND) {
              pos = saved;
              pc = code[op + 3];
              continue outer;
            }
          }
          default -> throw new IllegalStateException("bad stack entry " + hdr);
        }
      }
    }
  }

  private int countFrom(int a, int b) {
    return Character.codePointCount(s, a, b);
  }

  private boolean canStart(int f, char c) {
    return c < 64 ? (prog.firstLo[f] >>> c & 1) != 0 : c < 128 ? (prog.firstHi[f] >>> (c - 64) & 1) != 0
        : prog.firstOther[f];
  }

  /**
   * Matches s[a, b) again at pos; under a fold mode code points compare by their lower case
   * only (as CPython's engine does: a back reference knows none of the extra equivalences).
   */
  private int backref(int a, int b, int pos, int fold) {
    int len = b - a;
    if (fold == Chars.FOLD_NONE) {
      return pos + len <= end && s.regionMatches(pos, s, a, len) ? pos + len : -1;
    }
    int p = pos;
    int q = a;
    while (q < b) {
      if (p >= end) {
        return -1;
      }
      int x = cpAt(q);
      int y = cpAt(p);
      if (x != y && Chars.lower(x, fold) != Chars.lower(y, fold)) {
        return -1;
      }
      q = next(q);
      p = next(p);
    }
    return p;
  }
}
