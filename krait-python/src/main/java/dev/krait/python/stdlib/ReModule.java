/*
 * The re module: CPython's regular expression syntax translated to java.util.regex (named
 * groups become numbered groups with our own name table, verbose mode and Python-only escapes
 * are rewritten, CPython's error messages are produced by the translator), matched over a
 * CharSequence that ticks the resource meter on every character read, so catastrophic
 * backtracking is stopped by the CPU budget or cancellation.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.regex.PatternError;
import dev.krait.python.regex.Program;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code re}. */
public final class ReModule {
  private ReModule() {}

  static final int TEMPLATE = 1;
  static final int IGNORECASE = 2;
  static final int LOCALE = 4;
  static final int MULTILINE = 8;
  static final int DOTALL = 16;
  static final int UNICODE = 32;
  static final int VERBOSE = 64;
  static final int DEBUG = 128;
  static final int ASCII = 256;

  private static final String[][] FLAG_NAMES = {{"TEMPLATE", "T"}, {"IGNORECASE", "I"}, {"LOCALE", "L"},
      {"MULTILINE", "M"}, {"DOTALL", "S"}, {"UNICODE", "U"}, {"VERBOSE", "X"}, {"DEBUG", null}, {"ASCII", "A"}};

  /** The bits of RegexFlag in the order its repr lists them (the enum's definition order). */
  private static final int[] ENUM_ORDER = {8, 1, 2, 5, 3, 4, 6, 0, 7};

  public static final PyType PATTERN_TYPE = PyType.builtin("re.Pattern", PyType.OBJECT, ReModule::installPattern);
  public static final PyType MATCH_TYPE = PyType.builtin("re.Match", PyType.OBJECT, ReModule::installMatch);
  static final PyType ITER_TYPE = PyType.builtin("callable_iterator", PyType.OBJECT,
      dev.krait.python.objects.PyIterator::installIteratorProtocol);

  /** {@code re.RegexFlag}: an int subclass whose repr names the flags ({@code re.IGNORECASE|re.MULTILINE}). */
  public static final PyType REGEX_FLAG = PyType.builtin("re.RegexFlag", PyInt.TYPE, ReModule::installFlag);

  /** A RegexFlag of value v (a plain int if int.__new__ cannot make the subclass instance). */
  static PyObject flag(long v) {
    try {
      return Ops.unwrapStatic(PyInt.TYPE.lookup("__new__")).call(new PyObject[] {REGEX_FLAG, PyInt.of(v)}, null);
    } catch (RuntimeException e) {
      return PyInt.of(v);
    }
  }

  static String flagRepr(long v) {
    if (v == 0) {
      return "re.NOFLAG";
    }
    StringBuilder sb = new StringBuilder();
    long rest = v;
    for (int b : ENUM_ORDER) {
      if ((v & (1L << b)) != 0) {
        if (sb.length() > 0) {
          sb.append('|');
        }
        sb.append("re.").append(FLAG_NAMES[b][0]);
        rest &= ~(1L << b);
      }
    }
    if (rest != 0) {
      if (sb.length() > 0) {
        sb.append('|');
      }
      sb.append("0x").append(Long.toHexString(rest));
    }
    return sb.toString();
  }

  private static void installFlag(PyType t) {
    t.defineMethod("__repr__", (a, k) -> PyStr.of(flagRepr(Support.toLong(a[0]))));
    t.defineMethod("__str__", (a, k) -> PyStr.of(flagRepr(Support.toLong(a[0]))));
    String[][] ops = {{"__or__", "|"}, {"__ror__", "|"}, {"__and__", "&"}, {"__rand__", "&"}, {"__xor__", "^"},
        {"__rxor__", "^"}};
    for (String[] op : ops) {
      t.defineMethod(op[0], (a, k) -> {
        if (!(a[1] instanceof PyInt) || a[1] instanceof PyBool) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        long x = Support.toLong(a[0]);
        long y = Support.toLong(a[1]);
        return flag(switch (op[1]) {
          case "|" -> x | y;
          case "&" -> x & y;
          default -> x ^ y;
        });
      });
    }
    t.defineMethod("__invert__", (a, k) -> flag(~Support.toLong(a[0]) & 0x1ff));
  }

  /** Translated patterns shared by all executions (immutable). */
  private static final Map<String, Compiled> CACHE = new ConcurrentHashMap<>();
  private static final int CACHE_MAX = 512;
  /**
   * Longer patterns are not kept in the JVM-wide cache: it outlives every cell and is not
   * charged to any, so a cell must not be able to fill it with megabytes of compiled patterns.
   */
  private static final int SHARED_MAX_LENGTH = 1000;

  public static PyModule create() {
    PyModule m = new PyModule("re");
    State st = new State(newErrorType());
    m.put("error", st.errorType);
    m.put("PatternError", st.errorType);
    m.put("Pattern", PATTERN_TYPE);
    m.put("Match", MATCH_TYPE);
    for (int i = 0; i < FLAG_NAMES.length; i++) {
      PyObject v = flag(1L << i);
      m.put(FLAG_NAMES[i][0], v);
      if (FLAG_NAMES[i][1] != null) {
        m.put(FLAG_NAMES[i][1], v);
      }
    }
    m.put("NOFLAG", flag(0));
    m.put("RegexFlag", REGEX_FLAG);
    m.def("compile", (a, k) -> {
      PyObject[] p = Support.bind("compile", a, k, new String[] {"pattern", "flags"}, 1);
      return st.compile(p[0], p[1]);
    });
    for (String op : new String[] {"match", "search", "fullmatch"}) {
      m.def(op, (a, k) -> {
        PyObject[] p = Support.bind(op, a, k, new String[] {"pattern", "string", "flags"}, 2);
        PatternObject pat = st.compile(p[0], p[2]);
        return pat.matchOp(op, p[1], 0, Integer.MAX_VALUE);
      });
    }
    m.def("findall", (a, k) -> {
      PyObject[] p = Support.bind("findall", a, k, new String[] {"pattern", "string", "flags"}, 2);
      return st.compile(p[0], p[2]).findall(p[1], 0, Integer.MAX_VALUE);
    });
    m.def("finditer", (a, k) -> {
      PyObject[] p = Support.bind("finditer", a, k, new String[] {"pattern", "string", "flags"}, 2);
      return st.compile(p[0], p[2]).finditer(p[1], 0, Integer.MAX_VALUE);
    });
    m.def("sub", (a, k) -> {
      PyObject[] p = Support.bind("sub", a, k, new String[] {"pattern", "repl", "string", "count", "flags"}, 3);
      return st.compile(p[0], p[4]).sub(p[1], p[2], p[3], false, st);
    });
    m.def("subn", (a, k) -> {
      PyObject[] p = Support.bind("subn", a, k, new String[] {"pattern", "repl", "string", "count", "flags"}, 3);
      return st.compile(p[0], p[4]).sub(p[1], p[2], p[3], true, st);
    });
    m.def("split", (a, k) -> {
      PyObject[] p = Support.bind("split", a, k, new String[] {"pattern", "string", "maxsplit", "flags"}, 2);
      return st.compile(p[0], p[3]).split(p[1], p[2]);
    });
    m.def("escape", (a, k) -> {
      PyObject[] p = Support.bind("escape", a, k, new String[] {"pattern"}, 1);
      if (p[0] instanceof PyStr s) {
        return PyStr.of(escape(s.value()));
      }
      if (isBytes(p[0])) {
        return fromLatin1(escape(latin1(p[0])));
      }
      throw Errors.typeError("decoding to str: need a bytes-like object, " + p[0].type().name() + " found");
    });
    m.def("purge", (a, k) -> {
      st.cache.clear();
      return PyNone.NONE;
    });
    m.def("template", (a, k) -> {
      throw Errors.notImplemented("re.template is not supported by Krait");
    });
    return m;
  }

  // ================================================================ per-module state

  /** The per-execution parts of the module: its error class and a pattern cache. */
  static final class State implements dev.krait.python.objects.Referrer {
    final PyType errorType;
    final Map<String, PatternObject> cache = new LinkedHashMap<>();

    State(PyType errorType) {
      this.errorType = errorType;
    }

    PatternObject compile(PyObject pattern, PyObject flagsObj) {
      int flags = flagsObj == null ? 0 : (int) Support.toLong(flagsObj);
      if (pattern instanceof PatternObject po) {
        if (flags != 0) {
          throw Errors.valueError("cannot process flags argument with a compiled pattern");
        }
        return po;
      }
      boolean bytes;
      String src;
      if (pattern instanceof PyStr s) {
        src = s.value();
        bytes = false;
      } else if (isBytes(pattern)) {
        src = latin1(pattern);
        bytes = true;
      } else {
        throw Errors.typeError("first argument must be string or compiled pattern");
      }
      String key = (bytes ? "b" : "s") + flags + ":" + src;
      PatternObject cached = cache.get(key);
      if (cached != null) {
        return cached;
      }
      Compiled c = CACHE.get(key);
      if (c == null) {
        try {
          c = Compiled.of(src, bytes, Program.compile(src, flags, bytes));
        } catch (PatternError.TooDeep e) {
          throw Errors.recursion(e.getMessage());
        } catch (PatternError e) {
          throw error(e.getMessage(), src, e.pos());
        }
        if (src.length() <= SHARED_MAX_LENGTH) {
          if (CACHE.size() > CACHE_MAX) {
            CACHE.clear();
          }
          CACHE.put(key, c);
        }
      }
      PatternObject po = new PatternObject(c, pattern, this);
      ResourceMeter.current().allocate(po.shallowSize());
      if (cache.size() > CACHE_MAX) {
        cache.clear();
      }
      cache.put(key, po);
      return po;
    }

    PyError error(String msg, String pattern, int pos) {
      PyBaseException exc = new PyBaseException(errorType, PyTuple.EMPTY);
      fillError(exc, msg, pattern, pos);
      return new PyError(exc);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(errorType);
      v.visitAll(cache.values());
    }

    @Override
    public long shallowSize() {
      return 48 + 48L * cache.size();
    }
  }

  private static PyType newErrorType() {
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("re"));
    ns.put("__qualname__", PyStr.of("error"));
    ns.put("__init__", PyBuiltinFunction.method("error", "__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("error", a, k, new String[] {"msg", "pattern", "pos"}, 1);
      PyBaseException self = (PyBaseException) a[0];
      String pat = p[1] == null || p[1] == PyNone.NONE ? null : Ops.str(p[1]);
      int pos = p[2] == null || p[2] == PyNone.NONE ? -1 : Support.toInt(p[2]);
      fillError(self, Ops.str(p[0]), pat, pos);
      return PyNone.NONE;
    }));
    return PyType.newClass(PyType.TYPE, "error", new PyType[] {ExceptionTypes.EXCEPTION}, ns);
  }

  private static void fillError(PyBaseException exc, String msg, String pattern, int pos) {
    PyDict d = exc.instanceDict();
    d.setItem(PyStr.of("msg"), PyStr.of(msg));
    d.setItem(PyStr.of("pattern"), pattern == null ? PyNone.NONE : PyStr.of(pattern));
    if (pattern != null && pos >= 0) {
      int jp = Math.min(pos, pattern.length());
      int cp = pattern.codePointCount(0, jp);
      int lineno = 1;
      int lastNl = -1;
      for (int i = 0; i < jp; i++) {
        if (pattern.charAt(i) == '\n') {
          lineno++;
          lastNl = i;
        }
      }
      int colno = lastNl < 0 ? cp + 1 : cp - pattern.codePointCount(0, lastNl);
      String full = msg + " at position " + cp;
      if (pattern.indexOf('\n') >= 0) {
        full += " (line " + lineno + ", column " + colno + ")";
      }
      exc.setArgs(PyTuple.of(PyStr.of(full)));
      d.setItem(PyStr.of("pos"), PyInt.of(cp));
      d.setItem(PyStr.of("lineno"), PyInt.of(lineno));
      d.setItem(PyStr.of("colno"), PyInt.of(colno));
    } else {
      exc.setArgs(PyTuple.of(PyStr.of(msg)));
      d.setItem(PyStr.of("pos"), PyNone.NONE);
      d.setItem(PyStr.of("lineno"), PyNone.NONE);
      d.setItem(PyStr.of("colno"), PyNone.NONE);
    }
  }

  // ================================================================ bytes support (latin-1 round trip)

  static boolean isBytes(PyObject o) {
    for (PyType t : o.type().mroArray()) {
      if (t.isBuiltin() && (t.name().equals("bytes") || t.name().equals("bytearray"))) {
        return true;
      }
    }
    return false;
  }

  static String latin1(PyObject bytes) {
    PyObject s = Ops.getattr(bytes, "decode").call(new PyObject[] {PyStr.of("latin-1")}, null);
    return ((PyStr) s).value();
  }

  static PyObject fromLatin1(String s) {
    return Ops.getattr(PyStr.of(s), "encode").call(new PyObject[] {PyStr.of("latin-1")}, null);
  }

  // ================================================================ escape

  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ("()[]{}?*+-|^$\\.&~# \t\n\r\u000b\f".indexOf(c) >= 0) {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }

  // ================================================================ translation

  /** A translation failure: CPython's message and the position in the pattern. */
  static final class ReError extends RuntimeException {
    final int pos;

    ReError(String msg, int pos) {
      super(msg, null, false, false);
      this.pos = pos;
    }
  }

  /** A pattern compiled by Krait's regex engine, with what the re module shows of it: immutable, shared. */
  record Compiled(String source, int flags, boolean bytes, Program prog, int groups, Map<String, Integer> groupIndex,
      int[] parent) {
    static Compiled of(String source, boolean bytes, Program prog) {
      return new Compiled(source, prog.flags, bytes, prog, prog.groups(), prog.groupIndex, prog.parent);
    }
  }

  /**
   * The result of translating one pattern to java.util.regex (textwrap and string.Template
   * still match their fixed patterns this way): immutable, shared.
   */
  record Translated(String source, int flags, boolean bytes, Pattern java, Pattern nonEmpty, int groups,
      Map<String, Integer> groupIndex, int[] parent, int[] jg) {
    /** The java.util.regex group number of Python group g (they differ when conditionals add marker groups). */
    int j(int g) {
      return jg == null ? g : jg[g];
    }
  }

  /** Python regex syntax → java.util.regex syntax. */
  static final class Translator {
    private final String p;
    private final boolean bytes;
    private int flags;
    private int i;
    private final StringBuilder out = new StringBuilder();
    private int groups;
    private final Map<String, Integer> names = new LinkedHashMap<>();
    private final List<Integer> parents = new ArrayList<>();
    /** Open groups: capturing group number, or 0 for other groups; with saved verbose/multiline state. */
    private final Deque<int[]> open = new ArrayDeque<>();
    private boolean verbose;
    private boolean multiline;
    private boolean canRepeat;
    private boolean lastRepeat;

    Translator(String p, int flags, boolean bytes) {
      this.p = p;
      this.flags = flags;
      this.bytes = bytes;
      parents.add(-1);
    }

    /**
     * Conditional groups {@code (?(g)yes|no)}: java.util.regex has none, so each group g that a
     * conditional tests gets an empty "marker" group at the end of its body, {@code ((?:body)())};
     * the marker participates exactly when g did, and a back reference to it matches the empty
     * string, so {@code (?=\M)} tests "g matched" whatever text follows. Marker groups shift the
     * Java group numbers ({@link Compiled#j}); the translation is redone until the marker set and
     * numbering are stable (forward references use the previous pass's numbering).
     */
    private final java.util.TreeSet<Integer> condTargets = new java.util.TreeSet<>();
    private java.util.Set<Integer> marked = java.util.Set.of();
    private int javaGroups;
    private final List<Integer> jIndex = new ArrayList<>();
    private final Map<Integer, Integer> jMarker = new java.util.HashMap<>();
    private Map<Integer, Integer> prevMarker = Map.of();
    /** Conditional group references: {group, position} checked once the whole pattern is read. */
    private final List<int[]> condRefs = new ArrayList<>();

    /** Inside a look-behind: the first group number defined inside it, else -1. */
    private int lookbehindGroups = -1;

    private void checkLookbehindGroup(int g, int pos) {
      if (lookbehindGroups >= 0 && g >= lookbehindGroups) {
        throw new ReError("cannot refer to group defined in the same lookbehind subpattern", pos);
      }
    }

    private void reset() {
      lookbehindGroups = -1;
      scoped = 0;
      i = 0;
      out.setLength(0);
      groups = 0;
      names.clear();
      parents.clear();
      parents.add(-1);
      open.clear();
      condTargets.clear();
      javaGroups = 0;
      jIndex.clear();
      jIndex.add(0);
      jMarker.clear();
      condRefs.clear();
      canRepeat = false;
      lastRepeat = false;
    }

    /**
     * Estimated CPU of java.util.regex compiling one char of a translated pattern, twice (the
     * pattern and its non-empty variant): 130 to 400 ns a char were measured per compile once
     * warm (more on a cold, loaded JVM). Charged before the two compiles, which cannot tick, so a
     * pattern of megabytes is refused when its compile cannot fit what is left of the budget.
     */
    static final long COMPILE_NANOS_PER_CHAR = 300;
    /**
     * Patterns longer than this are compiled inside a non-capturing group: java.util.regex
     * prepares a Boyer-Moore table for a pattern that starts with a literal, in time quadratic in
     * the literal's length ('a' * 3*10**5 took minutes); in a group the literal is matched as is.
     */
    static final int LONG_PATTERN = 256;

    Translated translate() {
      int flags0 = flags;
      Translated c = translatePass();
      for (int pass = 0; pass < 3 && !condTargets.isEmpty(); pass++) {
        if (condTargets.equals(marked) && jMarker.equals(prevMarker)) {
          break;
        }
        marked = new java.util.TreeSet<>(condTargets);
        prevMarker = new java.util.HashMap<>(jMarker);
        flags = flags0;
        reset();
        c = null;
        c = translatePass();
      }
      if (c == null) {
        throw new ReError("pattern too complex", -1);
      }
      return c;
    }

    private Translated translatePass() {
      jIndex.clear();
      jIndex.add(0);
      if (!bytes && (flags & LOCALE) != 0) {
        throw new ReError("cannot use LOCALE flag with a str pattern", -1);
      }
      if ((flags & ASCII) != 0 && (flags & UNICODE) != 0) {
        throw new ReError("ASCII and UNICODE flags are incompatible", -1);
      }
      if (bytes && (flags & UNICODE) != 0) {
        throw new ReError("cannot use UNICODE flag with a bytes pattern", -1);
      }
      globalFlags();
      verbose = (flags & VERBOSE) != 0;
      multiline = (flags & MULTILINE) != 0;
      ResourceMeter meter = ResourceMeter.current();
      for (long steps = 0; i < p.length(); steps++) {
        meter.tickEvery(steps, 64);
        step();
      }
      if (!open.isEmpty()) {
        throw new ReError("missing ), unterminated subpattern", open.peek()[1]);
      }
      for (int[] ref : condRefs) {
        if (ref[0] > groups) {
          throw new ReError("invalid group reference " + ref[0], ref[1]);
        }
      }
      if (!condTargets.isEmpty() && !(condTargets.equals(marked) && jMarker.equals(prevMarker))) {
        return null; // another pass will lay out the marker groups
      }
      if (!bytes && (flags & ASCII) == 0) {
        flags |= UNICODE;
      }
      int jflags = Pattern.UNIX_LINES;
      if ((flags & IGNORECASE) != 0) {
        jflags |= Pattern.CASE_INSENSITIVE;
        if ((flags & UNICODE) != 0) {
          jflags |= Pattern.UNICODE_CASE;
        }
      }
      if ((flags & DOTALL) != 0) {
        jflags |= Pattern.DOTALL;
      }
      if ((flags & UNICODE) != 0) {
        jflags |= Pattern.UNICODE_CHARACTER_CLASS;
      }
      String js = out.toString();
      Pattern jp;
      Pattern ne;
      meter.charge(COMPILE_NANOS_PER_CHAR * js.length(), "compiling a regular expression of "
          + dev.krait.python.vm.LimitExceededError.count(js.length()) + " characters");
      try {
        jp = Pattern.compile(js.length() > LONG_PATTERN ? "(?:" + js + ")" : js, jflags);
        ne = Pattern.compile("(?:" + js + ")(?!\\G)", jflags);
      } catch (PatternSyntaxException e) {
        throw new ReError(e.getDescription(), -1);
      } catch (StackOverflowError e) {
        throw new ReError("pattern too complex", -1);
      }
      int[] parent = new int[parents.size()];
      for (int k = 0; k < parent.length; k++) {
        parent[k] = parents.get(k);
      }
      int[] jg = null;
      if (javaGroups != groups) {
        jg = new int[groups + 1];
        for (int k = 0; k <= groups; k++) {
          jg[k] = jIndex.get(k);
        }
      }
      return new Translated(p, flags, bytes, jp, ne, groups, Map.copyOf(names), parent, jg);
    }

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
        throw new ReError("bad inline flags: cannot use 'L' flag with a str pattern", pos);
      }
      if ((f & UNICODE) != 0 && bytes) {
        throw new ReError("bad inline flags: cannot use 'u' flag with a bytes pattern", pos);
      }
      if ((f & (ASCII | UNICODE)) == (ASCII | UNICODE)) {
        throw new ReError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", pos);
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

    private void atom() {
      canRepeat = true;
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
        case '\\' -> {
          escape(false);
        }
        case '[' -> {
          charClass();
          atom();
        }
        case '(' -> openGroup();
        case ')' -> {
          if (open.isEmpty()) {
            throw new ReError("unbalanced parenthesis", i);
          }
          int[] g = open.pop();
          verbose = g[2] != 0;
          multiline = g[3] != 0;
          scoped = g[8];
          if (g[5] == 1) {
            javaGroups++;
            jMarker.put(g[0], javaGroups);
            out.append(")()");
          } else if (g[5] == 3) {
            if (g[6] == 1) {
              lookbehindGroups = -1;
            }
            long[] w = width(p, g[1] + 4, i, g[2] != 0);
            if (w != null && (w[0] != w[1])) {
              throw new ReError("look-behind requires fixed-width pattern", -1);
            }
            if (w != null && w[0] > 0xFFFFFFFFL) {
              throw new ReError("looks too much behind", -1);
            }
          } else if (g[5] == 2) {
            out.append(g[6] == 1 ? ")|(?!\\" + marker(g[7]) + ")" : ")");
          }
          out.append(')');
          i++;
          atom();
          canRepeat = g[4] != 1;
        }
        case '*', '+', '?' -> {
          repeatCheck(start);
          out.append(c);
          i++;
          repeatSuffix();
        }
        case '{' -> {
          int[] q = quantifier();
          if (q == null) {
            out.append("\\{");
            i++;
            atom();
          } else {
            repeatCheck(start);
            if (q[1] >= 0 && q[0] > q[1]) {
              throw new ReError("min repeat greater than max repeat", start + 1);
            }
            out.append('{').append(q[0]);
            if (q[2] == 1) {
              out.append(',');
              if (q[1] >= 0) {
                out.append(q[1]);
              }
            }
            out.append('}');
            repeatSuffix();
          }
        }
        case '|' -> {
          int[] top = open.peek();
          if (top != null && top[5] == 2) {
            if (top[6] == 2) {
              throw new ReError("conditional backref with more than two branches", i);
            }
            top[6] = 2;
            out.append(")|(?!\\").append(marker(top[7])).append(")(?:");
          } else {
            out.append('|');
          }
          i++;
          canRepeat = false;
          lastRepeat = false;
        }
        case '^' -> {
          out.append(multiline ? "(?<![^\\n])" : "^");
          i++;
          canRepeat = false;
          lastRepeat = false;
        }
        case '$' -> {
          out.append(multiline ? "(?=\\n|\\z)" : "$");
          i++;
          canRepeat = false;
          lastRepeat = false;
        }
        case '.' -> {
          out.append('.');
          i++;
          atom();
        }
        default -> {
          int cp = p.codePointAt(i);
          i += Character.charCount(cp);
          literal(out, cp, false);
          atom();
        }
      }
    }

    private void repeatCheck(int pos) {
      if (lastRepeat) {
        throw new ReError("multiple repeat", pos);
      }
      if (!canRepeat) {
        throw new ReError("nothing to repeat", pos);
      }
    }

    /** After a quantifier: an optional lazy '?' or possessive '+'. */
    private void repeatSuffix() {
      if (i < p.length() && (p.charAt(i) == '?' || p.charAt(i) == '+')) {
        out.append(p.charAt(i));
        i++;
      }
      canRepeat = false;
      lastRepeat = true;
    }

    /** At '{': {min, max (-1 = none), hasComma} when a valid quantifier follows (i advanced), else null. */
    private int[] quantifier() {
      int j = i + 1;
      int n = p.length();
      int lo = 0;
      int hi = -1;
      int digits = 0;
      long acc = 0;
      while (j < n && isAsciiDigit(p.charAt(j))) {
        acc = Math.min(acc * 10 + (p.charAt(j) - '0'), Integer.MAX_VALUE);
        j++;
        digits++;
      }
      lo = (int) acc;
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
      if (!comma && digits == 0) {
        return null;
      }
      i = j + 1;
      return new int[] {lo, hi, comma ? 1 : 0};
    }

    private static boolean isAsciiDigit(char c) {
      return c >= '0' && c <= '9';
    }

    private void openGroup() {
      int start = i;
      boolean savedVerbose = verbose;
      boolean savedMulti = multiline;
      if (i + 1 >= p.length() || p.charAt(i + 1) != '?') {
        capture(start, null);
        return;
      }
      int j = i + 2;
      if (j >= p.length()) {
        throw new ReError("unexpected end of pattern", j);
      }
      char c = p.charAt(j);
      switch (c) {
        case ':' -> push(start, 0, "(?:", j + 1, 0);
        case '=' -> push(start, 0, "(?=", j + 1, 1);
        case '!' -> push(start, 0, "(?!", j + 1, 1);
        case '>' -> push(start, 0, "(?>", j + 1, 0);
        case '<' -> {
          if (j + 1 < p.length() && (p.charAt(j + 1) == '=' || p.charAt(j + 1) == '!')) {
            push(start, 0, "(?<" + p.charAt(j + 1), j + 2, 1);
            open.peek()[5] = 3;
            if (lookbehindGroups < 0) {
              lookbehindGroups = groups + 1;
              open.peek()[6] = 1;
            }
          } else {
            String what = j + 1 < p.length() ? p.substring(j, j + 2) : "<";
            throw new ReError("unknown extension ?" + what, start + 1);
          }
        }
        case '#' -> {
          int close = p.indexOf(')', j);
          if (close < 0) {
            throw new ReError("missing ), unterminated comment", start);
          }
          i = close + 1;
        }
        case 'P' -> {
          if (j + 1 >= p.length()) {
            throw new ReError("unexpected end of pattern", j + 1);
          }
          char d = p.charAt(j + 1);
          if (d == '<') {
            int nameStart = j + 2;
            int close = p.indexOf('>', nameStart);
            if (close < 0) {
              throw new ReError("missing >, unterminated name", nameStart);
            }
            String name = p.substring(nameStart, close);
            if (name.isEmpty()) {
              throw new ReError("missing group name", nameStart);
            }
            if (!isIdentifier(name)) {
              throw new ReError("bad character in group name '" + name + "'", nameStart);
            }
            Integer prev = names.get(name);
            if (prev != null) {
              throw new ReError("redefinition of group name '" + name + "' as group " + (groups + 1) + "; was group "
                  + prev, nameStart);
            }
            i = close + 1;
            capture(start, name);
            i = close + 1;
          } else if (d == '=') {
            int nameStart = j + 2;
            int close = p.indexOf(')', nameStart);
            if (close < 0) {
              throw new ReError("missing ), unterminated name", nameStart);
            }
            String name = p.substring(nameStart, close);
            if (name.isEmpty()) {
              throw new ReError("missing group name", nameStart);
            }
            if (!isIdentifier(name)) {
              throw new ReError("bad character in group name '" + name + "'", nameStart);
            }
            Integer g = names.get(name);
            if (g == null) {
              throw new ReError("unknown group name '" + name + "'", nameStart);
            }
            if (isOpen(g)) {
              throw new ReError("cannot refer to an open group", nameStart);
            }
            checkLookbehindGroup(g, close + 1);
            out.append("(?:\\").append(jIndex.get(g)).append(')');
            i = close + 1;
            atom();
          } else {
            throw new ReError("unknown extension ?P" + d, start + 1);
          }
        }
        case '(' -> conditional(start, j + 1);
        default -> {
          if ("aiLmsux-".indexOf(c) < 0) {
            throw new ReError("unknown extension ?" + c, start + 1);
          }
          int on = 0;
          int off = 0;
          int k = j;
          while (k < p.length() && "aiLmsux".indexOf(p.charAt(k)) >= 0) {
            on |= flagBit(p.charAt(k));
            k++;
          }
          if (k < p.length() && p.charAt(k) == '-') {
            k++;
            int offStart = k;
            while (k < p.length() && "imsx".indexOf(p.charAt(k)) >= 0) {
              off |= flagBit(p.charAt(k));
              k++;
            }
            if (k == offStart) {
              throw new ReError(k < p.length() ? "unknown flag" : "missing flag", k);
            }
          }
          if (k >= p.length()) {
            throw new ReError("missing -, : or )", k);
          }
          char end = p.charAt(k);
          if (end == ')') {
            if (off != 0) {
              throw new ReError("missing :", k);
            }
            throw new ReError("global flags not at the start of the expression", start);
          }
          if (end != ':') {
            throw new ReError(Character.isLetter(end) ? "unknown flag" : "missing -, : or )", k);
          }
          checkInlineFlags(on, j);
          StringBuilder jf = new StringBuilder("(?");
          if ((on & IGNORECASE) != 0) {
            jf.append("i");
            if (!bytes && (flags & ASCII) == 0 && (on & ASCII) == 0) {
              jf.append('u');
            }
          }
          if ((on & DOTALL) != 0) {
            jf.append('s');
          }
          if ((on & UNICODE) != 0) {
            jf.append('U');
          }
          if ((off & (IGNORECASE | DOTALL)) != 0 || (on & ASCII) != 0) {
            jf.append('-');
            if ((off & IGNORECASE) != 0) {
              jf.append('i');
            }
            if ((off & DOTALL) != 0) {
              jf.append('s');
            }
            if ((on & ASCII) != 0) {
              jf.append('U');
            }
          }
          jf.append(':');
          push(start, 0, jf.toString(), k + 1, 0);
          if ((on & ASCII) != 0) {
            scoped = 1;
          } else if ((on & UNICODE) != 0) {
            scoped = 2;
          }
          if ((on & VERBOSE) != 0) {
            verbose = true;
          }
          if ((off & VERBOSE) != 0) {
            verbose = false;
          }
          if ((on & MULTILINE) != 0) {
            multiline = true;
          }
          if ((off & MULTILINE) != 0) {
            multiline = false;
          }
          // the group's saved state is what applies after it closes
          int[] top = open.peek();
          top[2] = savedVerbose ? 1 : 0;
          top[3] = savedMulti ? 1 : 0;
        }
      }
    }

    /** At {@code (?(}: the condition (group number or name), then the yes/no branches. */
    private void conditional(int start, int nameStart) {
      int close = p.indexOf(')', nameStart);
      if (close < 0) {
        throw new ReError("missing ), unterminated name", nameStart);
      }
      String name = p.substring(nameStart, close);
      if (name.isEmpty()) {
        throw new ReError("missing group name", nameStart);
      }
      int g;
      if (isIdentifier(name)) {
        Integer n = names.get(name);
        if (n == null) {
          throw new ReError("unknown group name '" + name + "'", nameStart);
        }
        g = n;
      } else {
        boolean digits = true;
        for (int k = 0; k < name.length(); k++) {
          digits &= isAsciiDigit(name.charAt(k));
        }
        if (!digits) {
          throw new ReError("bad character in group name '" + name + "'", nameStart);
        }
        g = name.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(name);
        if (g == 0) {
          throw new ReError("bad group number", nameStart);
        }
        if (g >= 1073741823) {
          throw new ReError("invalid group reference " + name, nameStart);
        }
        condRefs.add(new int[] {g, nameStart});
      }
      checkLookbehindGroup(g, close + 1);
      condTargets.add(g);
      open.push(new int[] {0, start, verbose ? 1 : 0, multiline ? 1 : 0, 0, 2, 1, g, scoped});
      out.append("(?:(?=\\").append(marker(g)).append(")(?:");
      i = close + 1;
      canRepeat = false;
      lastRepeat = false;
    }

    /** The Java group number of group g's marker (from the previous pass for a forward reference). */
    private int marker(int g) {
      Integer m = jMarker.get(g);
      if (m == null) {
        m = prevMarker.get(g);
      }
      return m == null ? 1 : m;
    }

    private boolean isOpen(int group) {
      for (int[] g : open) {
        if (g[0] == group) {
          return true;
        }
      }
      return false;
    }

    private void capture(int start, String name) {
      groups++;
      int parent = 0;
      for (int[] g : open) {
        if (g[0] > 0) {
          parent = g[0];
          break;
        }
      }
      parents.add(parent);
      if (name != null) {
        names.put(name, groups);
      }
      javaGroups++;
      jIndex.add(javaGroups);
      boolean mark = marked.contains(groups);
      open.push(new int[] {groups, start, verbose ? 1 : 0, multiline ? 1 : 0, 0, mark ? 1 : 0, 0, 0, scoped});
      out.append(mark ? "((?:" : "(");
      if (name == null) {
        i = start + 1;
      }
      canRepeat = false;
      lastRepeat = false;
    }

    /** kind 1 = lookaround (Python allows repeating them; so do we). */
    private void push(int start, int group, String javaOpen, int next, int kind) {
      open.push(new int[] {group, start, verbose ? 1 : 0, multiline ? 1 : 0, 0, 0, 0, 0, scoped});
      out.append(javaOpen);
      i = next;
      canRepeat = false;
      lastRepeat = false;
    }

    private static boolean isIdentifier(String s) {
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

    /** Appends code point cp as a literal in Java syntax. */
    static void literal(StringBuilder sb, int cp, boolean inClass) {
      if (cp < 128) {
        char c = (char) cp;
        if ("\\.[]{}()*+?^$|".indexOf(c) >= 0 || (inClass && (c == '-' || c == '&'))) {
          sb.append('\\').append(c);
          return;
        }
        if (c < 0x20 || c == 0x7f) {
          sb.append(String.format("\\x%02x", (int) c));
          return;
        }
        sb.append(c);
        return;
      }
      if (Character.isSurrogate((char) cp) || cp > 0xffff) {
        sb.append("\\x{").append(Integer.toHexString(cp)).append('}');
        return;
      }
      sb.appendCodePoint(cp);
    }

    /**
     * At a backslash. Outside a class, emits Java syntax and returns -1; inside a class,
     * returns the literal code point, or -2 after emitting a class escape (\d etc.).
     */
    private int escape(boolean inClass) {
      int start = i;
      if (i + 1 >= p.length()) {
        throw new ReError("bad escape (end of pattern)", start);
      }
      char c = p.charAt(i + 1);
      i += 2;
      int cp;
      switch (c) {
        case 'd', 'D', 's', 'S', 'w', 'W' -> {
          out.append(classEscape(c, inClass));
          if (!inClass) {
            atom();
          }
          return -2;
        }
        case 'A', 'Z', 'b', 'B' -> {
          if (inClass) {
            if (c == 'b') {
              return 8;
            }
            throw new ReError("bad escape \\" + c, start);
          }
          if (c == 'b' || c == 'B') {
            // java.util.regex's \b ignores the mode's \w (it counts marks and non-ASCII letters)
            String w = wordClass();
            out.append(c == 'b' ? "(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))"
                : "(?:(?<=" + w + ")(?=" + w + ")|(?<!" + w + ")(?!" + w + ")(?:(?<=[\\s\\S])|(?=[\\s\\S])))");
          } else {
            out.append(c == 'Z' ? "\\z" : "\\A");
          }
          canRepeat = false;
          lastRepeat = false;
          return -1;
        }
        case 'n' -> cp = '\n';
        case 't' -> cp = '\t';
        case 'r' -> cp = '\r';
        case 'f' -> cp = '\f';
        case 'v' -> cp = 0x0b;
        case 'a' -> cp = 7;
        case '\\' -> cp = '\\';
        case 'x' -> cp = hexEscape(2, start, "\\x");
        case 'u' -> {
          if (bytes) {
            throw new ReError("bad escape \\u", start);
          }
          cp = hexEscape(4, start, "\\u");
        }
        case 'U' -> {
          if (bytes) {
            throw new ReError("bad escape \\U", start);
          }
          cp = hexEscape(8, start, "\\U");
          if (cp > 0x10ffff) {
            throw new ReError("bad escape \\U" + p.substring(start + 2, i), start);
          }
        }
        case 'N' -> {
          if (bytes) {
            throw new ReError("bad escape \\N", start);
          }
          if (i >= p.length() || p.charAt(i) != '{') {
            throw new ReError("missing {", i);
          }
          int close = p.indexOf('}', i);
          if (close < 0) {
            throw new ReError("missing }, unterminated name", i + 1);
          }
          String name = p.substring(i + 1, close);
          try {
            cp = Character.codePointOf(name);
          } catch (IllegalArgumentException e) {
            throw new ReError("undefined character name '" + name + "'", start);
          }
          i = close + 1;
        }
        case '0' -> {
          cp = 0;
          int k = 0;
          while (k < 2 && i < p.length() && p.charAt(i) >= '0' && p.charAt(i) <= '7') {
            cp = cp * 8 + (p.charAt(i) - '0');
            i++;
            k++;
          }
        }
        default -> {
          if (c >= '1' && c <= '9') {
            // octal escape of three digits, else a group reference
            if (i + 1 < p.length() && c <= '7' && isOctal(p.charAt(i)) && isOctal(p.charAt(i + 1))) {
              cp = (c - '0') * 64 + (p.charAt(i) - '0') * 8 + (p.charAt(i + 1) - '0');
              if (cp > 0377) {
                throw new ReError("octal escape value \\" + p.substring(start + 1, start + 4)
                    + " outside of range 0-0o377", start);
              }
              i += 2;
            } else {
              if (inClass) {
                throw new ReError("bad escape \\" + c, start);
              }
              int g = c - '0';
              if (i < p.length() && isAsciiDigit(p.charAt(i))) {
                g = g * 10 + (p.charAt(i) - '0');
                i++;
              }
              if (g > groups) {
                throw new ReError("invalid group reference " + g, start + 1);
              }
              if (isOpen(g)) {
                throw new ReError("cannot refer to an open group", start);
              }
              checkLookbehindGroup(g, i);
              out.append("(?:\\").append(jIndex.get(g)).append(')');
              atom();
              return -1;
            }
          } else if (c < 128 && Character.isLetterOrDigit(c)) {
            throw new ReError("bad escape \\" + c, start);
          } else {
            cp = p.codePointAt(start + 1);
            i = start + 1 + Character.charCount(cp);
          }
        }
      }
      if (inClass) {
        return cp;
      }
      literal(out, cp, false);
      atom();
      return -1;
    }

    private static final long UNBOUNDED = Long.MAX_VALUE / 4;

    /**
     * {min, max} width of the Python pattern text p[from, to) (max UNBOUNDED when unbounded), or
     * null when it cannot be told (group references): CPython requires a fixed-width look-behind
     * while java.util.regex accepts any bounded one, so the check is done on the Python source.
     */
    static long[] width(String p, int from, int to, boolean verbose) {
      long bestLo = -1;
      long bestHi = -1;
      long lo = 0;
      long hi = 0;
      long itemLo = 0;
      long itemHi = 0;
      int k = from;
      while (true) {
        if (k >= to || p.charAt(k) == '|') {
          lo += itemLo;
          hi = Math.min(UNBOUNDED, hi + itemHi);
          bestLo = bestLo < 0 ? lo : Math.min(bestLo, lo);
          bestHi = Math.max(bestHi, hi);
          if (k >= to) {
            return new long[] {bestLo, bestHi};
          }
          lo = hi = itemLo = itemHi = 0;
          k++;
          continue;
        }
        char c = p.charAt(k);
        if (verbose && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000b')) {
          k++;
          continue;
        }
        if (verbose && c == '#') {
          while (k < to && p.charAt(k) != '\n') {
            k++;
          }
          continue;
        }
        if (c == '*' || c == '+' || c == '?' || c == '{') {
          long qlo;
          long qhi;
          int q = k;
          if (c == '{') {
            int close = p.indexOf('}', k);
            String body = close < 0 || close > to ? "" : p.substring(k + 1, close);
            if (!body.matches("\\d*(,\\d*)?") || body.isEmpty() || body.equals(",")) {
              lo += itemLo;
              hi = Math.min(UNBOUNDED, hi + itemHi);
              itemLo = itemHi = 1; // a literal '{'
              k++;
              continue;
            }
            int comma = body.indexOf(',');
            String a = comma < 0 ? body : body.substring(0, comma);
            String b = comma < 0 ? body : body.substring(comma + 1);
            qlo = a.isEmpty() ? 0 : Long.parseLong(a.length() > 9 ? "999999999" : a);
            qhi = b.isEmpty() ? UNBOUNDED : Long.parseLong(b.length() > 9 ? "999999999" : b);
            q = close;
          } else {
            qlo = c == '+' ? 1 : 0;
            qhi = c == '?' ? 1 : UNBOUNDED;
          }
          itemLo = satMul(itemLo, qlo);
          itemHi = qhi >= UNBOUNDED && itemHi > 0 ? UNBOUNDED : satMul(itemHi, qhi);
          k = q + 1;
          if (k < to && (p.charAt(k) == '?' || p.charAt(k) == '+')) {
            k++;
          }
          continue;
        }
        lo += itemLo;
        hi = Math.min(UNBOUNDED, hi + itemHi);
        itemLo = itemHi = 1;
        if (c == '^' || c == '$') {
          itemLo = itemHi = 0;
          k++;
        } else if (c == '[') {
          int e = k + 1;
          if (e < to && p.charAt(e) == '^') {
            e++;
          }
          if (e < to && p.charAt(e) == ']') {
            e++;
          }
          while (e < to && p.charAt(e) != ']') {
            e += p.charAt(e) == '\\' ? 2 : 1;
          }
          k = e + 1;
        } else if (c == '\\') {
          if (k + 1 >= to) {
            return null;
          }
          char d = p.charAt(k + 1);
          k += 2;
          if ("AZbB".indexOf(d) >= 0) {
            itemLo = itemHi = 0;
          } else if (d == 'x') {
            k += 2;
          } else if (d == 'u') {
            k += 4;
          } else if (d == 'U') {
            k += 8;
          } else if (d == 'N') {
            int close = p.indexOf('}', k);
            k = close < 0 ? to : close + 1;
          } else if (d >= '1' && d <= '9') {
            if (k + 1 < to && d <= '7' && isOctal(p.charAt(k)) && isOctal(p.charAt(k + 1))) {
              k += 2;
            } else {
              return null; // a group reference
            }
          } else if (d == '0') {
            for (int n = 0; n < 2 && k < to && isOctal(p.charAt(k)); n++) {
              k++;
            }
          }
        } else if (c == '(') {
          int depth = 0;
          int e = k;
          while (e < to) {
            char x = p.charAt(e);
            if (x == '\\') {
              e += 2;
              continue;
            }
            if (x == '[') {
              e++;
              if (e < to && p.charAt(e) == '^') {
                e++;
              }
              if (e < to && p.charAt(e) == ']') {
                e++;
              }
              while (e < to && p.charAt(e) != ']') {
                e += p.charAt(e) == '\\' ? 2 : 1;
              }
              e++;
              continue;
            }
            if (x == '(') {
              depth++;
            } else if (x == ')' && --depth == 0) {
              break;
            }
            e++;
          }
          int body = k + 1;
          if (p.startsWith("?", body)) {
            char d = body + 1 < to ? p.charAt(body + 1) : ')';
            if (d == '=' || d == '!' || d == '#' || (d == '<' && body + 2 < to && (p.charAt(body + 2) == '='
                || p.charAt(body + 2) == '!'))) {
              itemLo = itemHi = 0;
              k = e + 1;
              continue;
            }
            if (d == 'P' && p.startsWith("=", body + 2) || d == '(') {
              return null;
            }
            if (d == 'P') {
              body = p.indexOf('>', body) + 1;
              if (body <= k) {
                return null;
              }
            } else {
              int colon = body + 1;
              while (colon < e && p.charAt(colon) != ':') {
                colon++;
              }
              body = d == '>' ? body + 2 : colon + 1;
            }
          }
          long[] inner = width(p, Math.min(body, e), e, verbose);
          if (inner == null) {
            return null;
          }
          itemLo = inner[0];
          itemHi = inner[1];
          k = e + 1;
        } else {
          k += Character.charCount(p.codePointAt(k));
        }
      }
    }

    /** A scoped (?a:...) / (?u:...) group in force: 0 none, 1 ASCII, 2 Unicode. */
    private int scoped;

    private static long satMul(long a, long b) {
      long hi = Math.multiplyHigh(a, b);
      long lo = a * b;
      return hi != 0 || lo < 0 || lo > UNBOUNDED ? UNBOUNDED : lo;
    }

    private boolean asciiMode() {
      return bytes || (scoped == 0 ? (flags & ASCII) != 0 : scoped == 1);
    }

    /** Python's \w: str.isalnum() or '_' (no combining marks, unlike Java's Unicode \w). */
    private String wordClass() {
      return asciiMode() ? "[a-zA-Z0-9_]" : "[\\p{L}\\p{N}_]";
    }

    /**
     * \d \s \w and negations in Java syntax. Unicode \s is str.isspace() (Java's White_Space
     * lacks the separators \x1c-\x1f); inside a class a negation becomes a nested class.
     */
    private String classEscape(char c, boolean inClass) {
      if (asciiMode() || c == 'd' || c == 'D') {
        return "\\" + c;
      }
      String body = c == 'w' || c == 'W' ? "\\p{L}\\p{N}_" : "\\s\\x1c-\\x1f";
      boolean negated = c == 'W' || c == 'S';
      if (!negated) {
        return inClass ? body : "[" + body + "]";
      }
      return "[^" + body + "]";
    }

    private static boolean isOctal(char c) {
      return c >= '0' && c <= '7';
    }

    private int hexEscape(int digits, int start, String prefix) {
      int v = 0;
      for (int k = 0; k < digits; k++) {
        if (i >= p.length() || Character.digit(p.charAt(i), 16) < 0 || p.charAt(i) > 127) {
          throw new ReError("incomplete escape " + p.substring(start, i), start);
        }
        v = v * 16 + Character.digit(p.charAt(i), 16);
        i++;
      }
      return v;
    }

    private void charClass() {
      int start = i;
      i++;
      out.append('[');
      if (i < p.length() && p.charAt(i) == '^') {
        out.append('^');
        i++;
      }
      boolean first = true;
      while (true) {
        if (i >= p.length()) {
          throw new ReError("unterminated character set", start);
        }
        char c = p.charAt(i);
        if (c == ']' && !first) {
          i++;
          out.append(']');
          return;
        }
        first = false;
        int itemStart = i;
        int lo;
        if (c == '\\') {
          lo = escape(true);
          if (lo == -2) {
            if (i + 1 < p.length() && p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
              int thatEnd = p.charAt(i + 1) == '\\' ? Math.min(i + 3, p.length()) : i + 2;
              throw new ReError("bad character range " + p.substring(itemStart, thatEnd), itemStart);
            }
            continue;
          }
        } else {
          lo = p.codePointAt(i);
          i += Character.charCount(lo);
        }
        if (i + 1 < p.length() && p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
          i++;
          int hi;
          if (p.charAt(i) == '\\') {
            int escStart = i;
            hi = escape(true);
            if (hi == -2) {
              throw new ReError("bad character range " + p.substring(itemStart, i), itemStart);
            }
            if (escStart < 0) {
              hi = -1;
            }
          } else {
            hi = p.codePointAt(i);
            i += Character.charCount(hi);
          }
          if (hi < lo) {
            throw new ReError("bad character range " + p.substring(itemStart, i), itemStart);
          }
          literal(out, lo, true);
          out.append('-');
          literal(out, hi, true);
        } else {
          literal(out, lo, true);
        }
      }
    }
  }

  // ================================================================ metered input

  /** The subject string as seen by java.util.regex: every character read ticks the meter. */
  static final class MeteredChars implements CharSequence {
    private final String s;
    private final int length;
    private final ResourceMeter meter;

    MeteredChars(String s, int length) {
      this.s = s;
      this.length = length;
      this.meter = ResourceMeter.current();
    }

    @Override
    public int length() {
      return length;
    }

    @Override
    public char charAt(int index) {
      meter.tick();
      return s.charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      return s.substring(start, end);
    }

    @Override
    public String toString() {
      return s.substring(0, length);
    }
  }

  /** Converts between Python (code point) and Java (UTF-16) indices of one string. */
  static final class Indexer {
    final String s;
    final boolean simple;

    Indexer(String s) {
      this.s = s;
      boolean surrogates = false;
      for (int k = 0; k < s.length(); k++) {
        if (Character.isSurrogate(s.charAt(k))) {
          surrogates = true;
          break;
        }
      }
      this.simple = !surrogates;
    }

    int cpLength() {
      return simple ? s.length() : s.codePointCount(0, s.length());
    }

    int toPy(int javaIdx) {
      return simple || javaIdx < 0 ? javaIdx : s.codePointCount(0, javaIdx);
    }

    int toJava(int pyIdx) {
      return simple ? pyIdx : s.offsetByCodePoints(0, pyIdx);
    }
  }

  // ================================================================ Pattern objects

  /** A compiled pattern as seen by Python. */
  static final class PatternObject extends PyObject {
    final Compiled c;
    final PyObject source;
    final State state;

    PatternObject(Compiled c, PyObject source, State state) {
      this.c = c;
      this.source = source;
      this.state = state;
    }

    @Override
    public PyType type() {
      return PATTERN_TYPE;
    }

    String subject(PyObject o) {
      if (o instanceof PyStr s) {
        if (c.bytes) {
          throw Errors.typeError("cannot use a bytes pattern on a string-like object");
        }
        return s.value();
      }
      if (isBytes(o)) {
        if (!c.bytes) {
          throw Errors.typeError("cannot use a string pattern on a bytes-like object");
        }
        return latin1(o);
      }
      throw Errors.typeError("expected string or bytes-like object, got '" + o.type().name() + "'");
    }

    PyObject wrap(String s) {
      return c.bytes ? fromLatin1(s) : PyStr.of(s);
    }

    /** A scan of string s limited to [pos, endpos) (Python indices, clamped). */
    Scan scan(PyObject string, long pos, long endpos) {
      String s = subject(string);
      Indexer ix = new Indexer(s);
      int n = ix.cpLength();
      long e = Math.min(Math.max(endpos, 0), n);
      long b = Math.min(Math.max(pos, 0), n);
      int jend = ix.toJava((int) e);
      int jpos = ix.toJava((int) Math.min(b, e));
      dev.krait.python.regex.Matcher m = new dev.krait.python.regex.Matcher(c.prog());
      m.subject(s, jend, !ix.simple);
      Scan sc = new Scan(this, string, s, ix, m, (int) b, (int) e, jpos, jend);
      if (b > e) {
        sc.done = true; // CPython finds nothing when pos is past endpos
      }
      return sc;
    }

    PyObject matchOp(String op, PyObject string, long pos, long endpos) {
      Scan sc = scan(string, pos, endpos);
      boolean ok = sc.find(sc.jpos, !op.equals("search"), op.equals("fullmatch"), -1);
      return ok ? sc.matchObject() : PyNone.NONE;
    }

    PyObject findall(PyObject string, long pos, long endpos) {
      Scan sc = scan(string, pos, endpos);
      PyList out = new PyList();
      ResourceMeter meter = ResourceMeter.current();
      while (sc.next()) {
        meter.allocateSlots(1);
        if (c.groups == 0) {
          out.append(wrap(sc.group(0)));
        } else if (c.groups == 1) {
          String g = sc.group(1);
          out.append(wrap(g == null ? "" : g));
        } else {
          PyObject[] items = new PyObject[c.groups];
          for (int g = 1; g <= c.groups; g++) {
            String v = sc.group(g);
            items[g - 1] = wrap(v == null ? "" : v);
          }
          out.append(PyTuple.of(items));
        }
      }
      return out;
    }

    PyObject finditer(PyObject string, long pos, long endpos) {
      Scan sc = scan(string, pos, endpos);
      return new MatchIterator(sc);
    }

    PyObject split(PyObject string, PyObject maxsplitObj) {
      long maxsplit = maxsplitObj == null ? 0 : Support.toLong(maxsplitObj);
      Scan sc = scan(string, 0, Integer.MAX_VALUE);
      PyList out = new PyList();
      if (maxsplit < 0) {
        out.append(wrap(sc.s));
        return out;
      }
      int last = 0;
      long n = 0;
      while ((maxsplit == 0 || n < maxsplit) && sc.next()) {
        out.append(wrap(sc.s.substring(last, sc.m.start(0))));
        for (int g = 1; g <= c.groups; g++) {
          String v = sc.group(g);
          out.append(v == null ? PyNone.NONE : wrap(v));
        }
        last = sc.m.end(0);
        n++;
      }
      out.append(wrap(sc.s.substring(last)));
      return out;
    }

    PyObject sub(PyObject repl, PyObject string, PyObject countObj, boolean withCount, State st) {
      long count = countObj == null ? 0 : Support.toLong(countObj);
      Scan sc = scan(string, 0, Integer.MAX_VALUE);
      List<Object> template = null;
      boolean callable = false;
      if (repl instanceof PyStr rs) {
        if (c.bytes) {
          throw Errors.typeError("expected a bytes-like object, str found");
        }
        template = parseTemplate(rs.value(), c, st);
      } else if (isBytes(repl)) {
        if (!c.bytes) {
          throw Errors.typeError("expected str instance, " + repl.type().name() + " found");
        }
        template = parseTemplate(latin1(repl), c, st);
      } else if (Support.isCallable(repl)) {
        callable = true;
      } else {
        throw Errors.typeError("decoding to str: need a bytes-like object, " + repl.type().name() + " found");
      }
      StringBuilder sb = new StringBuilder();
      long charged = 65536;
      int pieces = 0;
      ResourceMeter meter = ResourceMeter.current();
      int last = 0;
      long n = 0;
      while ((count <= 0 || n < count) && sc.next()) {
        if (sc.m.start(0) > last) {
          pieces++;
        }
        sb.append(sc.s, last, sc.m.start(0));
        if (callable) {
          PyObject r = Support.call1(repl, sc.matchObject());
          if (r != PyNone.NONE) {
            sb.append(c.bytes ? latin1(r) : Ops.strValue(r, "sequence item " + pieces + ": expected str instance, "
                + r.type().name() + " found"));
            pieces++;
          }
        } else {
          expandInto(sb, template, sc);
        }
        last = sc.m.end(0);
        n++;
        if (sb.length() > charged) {
          // charge the whole buffer at once each time it doubles: a buffer beyond the limit fails now
          meter.allocateString(sb.length());
          charged = Math.max(65536, sb.length() * 2L);
        }
      }
      sb.append(sc.s, last, sc.s.length());
      meter.allocateString(sb.length());
      PyObject result = wrap(sb.toString());
      return withCount ? PyTuple.of(result, PyInt.of(n)) : result;
    }

    String repr() {
      String pr = Ops.repr(source);
      if (pr.length() > 200) {
        pr = pr.substring(0, 200);
      }
      int f = c.flags;
      if (!c.bytes) {
        f &= ~UNICODE;
      }
      if (f == 0) {
        return "re.compile(" + pr + ")";
      }
      StringBuilder sb = new StringBuilder();
      for (int b = 0; b < FLAG_NAMES.length; b++) {
        if ((f & (1 << b)) != 0) {
          if (sb.length() > 0) {
            sb.append('|');
          }
          sb.append("re.").append(FLAG_NAMES[b][0]);
        }
      }
      return "re.compile(" + pr + ", " + sb + ")";
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(source);
      v.visit(state);
    }

    /** The compiled pattern: its program grows with the pattern's length. */
    @Override
    public long shallowSize() {
      return 64 + (c == null ? 0 : 2L * c.source().length() + c.prog().sizeBytes());
    }
  }

  /** One scan of a subject: iteration with CPython's empty-match rules. */
  static final class Scan implements dev.krait.python.objects.Referrer {
    final PatternObject pat;
    final PyObject string;
    final String s;
    final Indexer ix;
    final dev.krait.python.regex.Matcher m;
    final int pos;
    final int endpos;
    final int jpos;
    final int jend;
    /** Where the next search starts, and whether the last match was empty (then it must not be again there). */
    private int from;
    private boolean lastEmpty;
    boolean done;

    Scan(PatternObject pat, PyObject string, String s, Indexer ix, dev.krait.python.regex.Matcher m, int pos,
        int endpos, int jpos, int jend) {
      this.pat = pat;
      this.string = string;
      this.s = s;
      this.ix = ix;
      this.m = m;
      this.pos = pos;
      this.endpos = endpos;
      this.jpos = jpos;
      this.jend = jend;
      this.from = jpos;
    }

    /** One search of the subject's window; a match stack too deep for any limit is CPython's RecursionError. */
    boolean find(int at, boolean anchored, boolean full, int forbidEmptyAt) {
      if (done) {
        return false;
      }
      try {
        return m.search(s, at, jend, anchored, full, forbidEmptyAt);
      } catch (dev.krait.python.regex.Matcher.StackTooDeep e) {
        throw Errors.recursion(e.getMessage());
      }
    }

    /**
     * Advances to the next match with CPython's rule for empty matches: after an empty match at
     * p, the next match may start at p only if it is not empty.
     */
    boolean next() {
      if (done || from > jend) {
        done = true;
        return false;
      }
      if (!find(from, false, false, lastEmpty ? from : -1)) {
        done = true;
        return false;
      }
      lastEmpty = m.end(0) == m.start(0);
      from = m.end(0);
      return true;
    }

    /** Group g of the current match, or null. */
    String group(int g) {
      int a = m.start(g);
      return a < 0 ? null : s.substring(a, m.end(g));
    }

    /** Python Match object for the current match. */
    MatchObject matchObject() {
      int n = pat.c.groups;
      int[] spans = new int[2 * (n + 1)];
      for (int g = 0; g <= n; g++) {
        spans[2 * g] = m.start(g);
        spans[2 * g + 1] = m.end(g);
      }
      return new MatchObject(this, spans);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(pat);
      v.visit(string);
    }

    @Override
    public long shallowSize() {
      return 96 + 8L * pat.c.groups();
    }
  }

  /** The iterator of finditer. */
  static final class MatchIterator extends dev.krait.python.objects.PyIterator {
    private final Scan scan;

    MatchIterator(Scan scan) {
      this.scan = scan;
    }

    @Override
    public PyType type() {
      return ITER_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      return scan.next() ? scan.matchObject() : null;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(scan);
    }
  }

  // ================================================================ Match objects

  static final class MatchObject extends PyObject {
    final PatternObject pat;
    final PyObject string;
    final String s;
    final Indexer ix;
    final int pos;
    final int endpos;
    /** Java start/end per group, -1 when the group did not participate. */
    final int[] spans;

    MatchObject(Scan sc, int[] spans) {
      this.pat = sc.pat;
      this.string = sc.string;
      this.s = sc.s;
      this.ix = sc.ix;
      this.pos = sc.pos;
      this.endpos = sc.endpos;
      this.spans = spans;
    }

    @Override
    public PyType type() {
      return MATCH_TYPE;
    }

    int groupIndex(PyObject g) {
      if (g instanceof PyInt) {
        long v;
        try {
          v = Support.toLong(g);
        } catch (PyError e) {
          throw Errors.indexError("no such group");
        }
        if (v < 0 || v > pat.c.groups) {
          throw Errors.indexError("no such group");
        }
        return (int) v;
      }
      if (g instanceof PyStr name) {
        Integer idx = pat.c.groupIndex.get(name.value());
        if (idx != null) {
          return idx;
        }
      }
      throw Errors.indexError("no such group");
    }

    PyObject group(int g, PyObject dflt) {
      int a = spans[2 * g];
      if (a < 0) {
        return dflt;
      }
      return pat.wrap(s.substring(a, spans[2 * g + 1]));
    }

    int pyStart(int g) {
      return ix.toPy(spans[2 * g]);
    }

    int pyEnd(int g) {
      return ix.toPy(spans[2 * g + 1]);
    }

    int lastIndex() {
      int best = -1;
      for (int g = 1; g <= pat.c.groups; g++) {
        if (spans[2 * g] < 0) {
          continue;
        }
        if (best < 0 || spans[2 * g + 1] > spans[2 * best + 1]) {
          best = g;
        } else if (spans[2 * g + 1] == spans[2 * best + 1] && !isAncestor(best, g)) {
          best = g;
        }
      }
      return best;
    }

    private boolean isAncestor(int maybeAncestor, int g) {
      for (int q = pat.c.parent[g]; q > 0; q = pat.c.parent[q]) {
        if (q == maybeAncestor) {
          return true;
        }
      }
      return false;
    }

    String repr() {
      String m = Ops.repr(group(0, PyNone.NONE));
      if (m.codePointCount(0, m.length()) > 50) { // CPython formats it with %.50R
        m = m.substring(0, m.offsetByCodePoints(0, 50));
      }
      return "<re.Match object; span=(" + pyStart(0) + ", " + pyEnd(0) + "), match=" + m + ">";
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(pat);
      v.visit(string);
    }

    @Override
    public long shallowSize() {
      return 96 + 8L * pat.c.groups();
    }
  }

  // ================================================================ templates

  /** Parses a replacement template into literal strings and Integer group references. */
  static List<Object> parseTemplate(String t, Compiled c, State st) {
    List<Object> parts = new ArrayList<>();
    StringBuilder lit = new StringBuilder();
    int n = t.length();
    int i = 0;
    while (i < n) {
      char ch = t.charAt(i);
      if (ch != '\\') {
        lit.append(ch);
        i++;
        continue;
      }
      if (i + 1 >= n) {
        throw st.error("bad escape (end of pattern)", t, i);
      }
      char e = t.charAt(i + 1);
      int start = i;
      i += 2;
      int group = -1;
      switch (e) {
        case 'g' -> {
          if (i >= n || t.charAt(i) != '<') {
            throw st.error("missing <", t, i);
          }
          int close = t.indexOf('>', i + 1);
          if (close < 0) {
            throw st.error("missing >, unterminated name", t, i + 1);
          }
          String name = t.substring(i + 1, close);
          if (name.isEmpty()) {
            throw st.error("missing group name", t, i + 1);
          }
          if (name.chars().allMatch(Character::isDigit) && name.chars().allMatch(x -> x < 128)) {
            try {
              group = Integer.parseInt(name);
            } catch (NumberFormatException ex) {
              group = Integer.MAX_VALUE;
            }
            if (group > c.groups) {
              throw st.error("invalid group reference " + name, t, i + 1);
            }
          } else {
            if (!Translator.isIdentifier(name)) {
              throw st.error("bad character in group name '" + name + "'", t, i + 1);
            }
            Integer idx = c.groupIndex.get(name);
            if (idx == null) {
              throw Errors.indexError("unknown group name '" + name + "'");
            }
            group = idx;
          }
          i = close + 1;
        }
        case '0' -> {
          int v = 0;
          int k = 0;
          while (k < 2 && i < n && t.charAt(i) >= '0' && t.charAt(i) <= '7') {
            v = v * 8 + (t.charAt(i) - '0');
            i++;
            k++;
          }
          lit.append((char) v);
        }
        case 'n' -> lit.append('\n');
        case 't' -> lit.append('\t');
        case 'r' -> lit.append('\r');
        case 'f' -> lit.append('\f');
        case 'v' -> lit.append('\u000b');
        case 'a' -> lit.append('\u0007');
        case 'b' -> lit.append('\b');
        case '\\' -> lit.append('\\');
        default -> {
          if (e >= '1' && e <= '9') {
            if (e <= '7' && i + 1 < n && t.charAt(i) >= '0' && t.charAt(i) <= '7' && t.charAt(i + 1) >= '0'
                && t.charAt(i + 1) <= '7') {
              int v = (e - '0') * 64 + (t.charAt(i) - '0') * 8 + (t.charAt(i + 1) - '0');
              if (v > 0377) {
                throw st.error("octal escape value \\" + t.substring(start + 1, start + 4)
                    + " outside of range 0-0o377", t, start);
              }
              lit.appendCodePoint(v);
              i += 2;
            } else {
              group = e - '0';
              if (i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                group = group * 10 + (t.charAt(i) - '0');
                i++;
              }
              if (group > c.groups) {
                throw st.error("invalid group reference " + group, t, start + 1);
              }
            }
          } else if (e < 128 && Character.isLetter(e)) {
            throw st.error("bad escape \\" + e, t, start);
          } else {
            lit.append('\\').append(e);
          }
        }
      }
      if (group >= 0) {
        if (lit.length() > 0) {
          parts.add(lit.toString());
          lit.setLength(0);
        }
        parts.add(group);
      }
    }
    if (lit.length() > 0) {
      parts.add(lit.toString());
    }
    return parts;
  }

  static void expandInto(StringBuilder sb, List<Object> template, Scan sc) {
    for (Object part : template) {
      if (part instanceof String str) {
        sb.append(str);
      } else {
        String g = sc.group((Integer) part);
        if (g != null) {
          sb.append(g);
        }
      }
    }
  }

  static void expandInto(StringBuilder sb, List<Object> template, MatchObject mo) {
    for (Object part : template) {
      if (part instanceof String str) {
        sb.append(str);
      } else {
        int g = (Integer) part;
        if (mo.spans[2 * g] >= 0) {
          sb.append(mo.s, mo.spans[2 * g], mo.spans[2 * g + 1]);
        }
      }
    }
  }

  // ================================================================ type installers

  private static final String[] POS_ENDPOS = {"string", "pos", "endpos"};

  private static long posArg(PyObject o, long dflt) {
    return o == null ? dflt : Support.toLong(o);
  }

  private static void installPattern(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      throw Errors.typeError("cannot create 're.Pattern' instances");
    });
    // re.Pattern[str] / re.Match[bytes] in annotations
    t.defineClassMethod("__class_getitem__", (a, k) -> new dev.krait.python.objects.PyGenericAlias((PyType) a[0], a[1]));
    for (String op : new String[] {"match", "search", "fullmatch"}) {
      t.defineMethod(op, (a, k) -> {
        PyObject[] p = Support.bindMethod(op, a, k, POS_ENDPOS, 1);
        return ((PatternObject) a[0]).matchOp(op, p[0], posArg(p[1], 0), posArg(p[2], Integer.MAX_VALUE));
      });
    }
    t.defineMethod("findall", (a, k) -> {
      PyObject[] p = Support.bindMethod("findall", a, k, POS_ENDPOS, 1);
      return ((PatternObject) a[0]).findall(p[0], posArg(p[1], 0), posArg(p[2], Integer.MAX_VALUE));
    });
    t.defineMethod("finditer", (a, k) -> {
      PyObject[] p = Support.bindMethod("finditer", a, k, POS_ENDPOS, 1);
      return ((PatternObject) a[0]).finditer(p[0], posArg(p[1], 0), posArg(p[2], Integer.MAX_VALUE));
    });
    t.defineMethod("sub", (a, k) -> {
      PyObject[] p = Support.bindMethod("sub", a, k, new String[] {"repl", "string", "count"}, 2);
      PatternObject self = (PatternObject) a[0];
      return self.sub(p[0], p[1], p[2], false, self.state);
    });
    t.defineMethod("subn", (a, k) -> {
      PyObject[] p = Support.bindMethod("subn", a, k, new String[] {"repl", "string", "count"}, 2);
      PatternObject self = (PatternObject) a[0];
      return self.sub(p[0], p[1], p[2], true, self.state);
    });
    t.defineMethod("split", (a, k) -> {
      PyObject[] p = Support.bindMethod("split", a, k, new String[] {"string", "maxsplit"}, 1);
      return ((PatternObject) a[0]).split(p[0], p[1]);
    });
    t.defineGetter("pattern", o -> ((PatternObject) o).source);
    t.defineGetter("flags", o -> PyInt.of(((PatternObject) o).c.flags));
    t.defineGetter("groups", o -> PyInt.of(((PatternObject) o).c.groups));
    t.defineGetter("groupindex", o -> {
      PyDict d = new PyDict();
      ((PatternObject) o).c.groupIndex.entrySet().stream().sorted(Map.Entry.comparingByValue())
          .forEach(e -> d.setItem(PyStr.of(e.getKey()), PyInt.of(e.getValue())));
      return new dev.krait.python.objects.PyMappingProxy(d);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(((PatternObject) a[0]).repr()));
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PatternObject o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PatternObject self = (PatternObject) a[0];
      return PyBool.of(self.c.flags == o.c.flags && self.c.bytes == o.c.bytes && self.c.source.equals(o.c.source));
    });
    t.defineMethod("__hash__", (a, k) -> {
      PatternObject self = (PatternObject) a[0];
      return PyInt.of(dev.krait.python.objects.PyStr.hashOf(self.c.source) * 31L + self.c.flags);
    });
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }

  private static void installMatch(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      throw Errors.typeError("cannot create 're.Match' instances");
    });
    // re.Pattern[str] / re.Match[bytes] in annotations
    t.defineClassMethod("__class_getitem__", (a, k) -> new dev.krait.python.objects.PyGenericAlias((PyType) a[0], a[1]));
    t.defineMethod("group", (a, k) -> {
      Args.noKeywords("group", k);
      MatchObject m = (MatchObject) a[0];
      if (a.length == 1) {
        return m.group(0, PyNone.NONE);
      }
      if (a.length == 2) {
        return m.group(m.groupIndex(a[1]), PyNone.NONE);
      }
      PyObject[] out = new PyObject[a.length - 1];
      for (int j = 1; j < a.length; j++) {
        out[j - 1] = m.group(m.groupIndex(a[j]), PyNone.NONE);
      }
      return PyTuple.of(out);
    });
    t.defineMethod("__getitem__", (a, k) -> {
      MatchObject m = (MatchObject) a[0];
      return m.group(m.groupIndex(a[1]), PyNone.NONE);
    });
    t.defineMethod("groups", (a, k) -> {
      PyObject[] p = Support.bindMethod("groups", a, k, new String[] {"default"}, 0);
      MatchObject m = (MatchObject) a[0];
      PyObject dflt = p[0] == null ? PyNone.NONE : p[0];
      PyObject[] out = new PyObject[m.pat.c.groups];
      for (int g = 1; g <= out.length; g++) {
        out[g - 1] = m.group(g, dflt);
      }
      return PyTuple.of(out);
    });
    t.defineMethod("groupdict", (a, k) -> {
      PyObject[] p = Support.bindMethod("groupdict", a, k, new String[] {"default"}, 0);
      MatchObject m = (MatchObject) a[0];
      PyObject dflt = p[0] == null ? PyNone.NONE : p[0];
      PyDict d = new PyDict();
      m.pat.c.groupIndex.entrySet().stream().sorted(Map.Entry.comparingByValue())
          .forEach(e -> d.setItem(PyStr.of(e.getKey()), m.group(e.getValue(), dflt)));
      return d;
    });
    t.defineMethod("start", (a, k) -> {
      Args.range("start", a, k, 1, 2);
      MatchObject m = (MatchObject) a[0];
      return PyInt.of(m.pyStart(a.length > 1 ? m.groupIndex(a[1]) : 0));
    });
    t.defineMethod("end", (a, k) -> {
      Args.range("end", a, k, 1, 2);
      MatchObject m = (MatchObject) a[0];
      return PyInt.of(m.pyEnd(a.length > 1 ? m.groupIndex(a[1]) : 0));
    });
    t.defineMethod("span", (a, k) -> {
      Args.range("span", a, k, 1, 2);
      MatchObject m = (MatchObject) a[0];
      int g = a.length > 1 ? m.groupIndex(a[1]) : 0;
      return PyTuple.of(PyInt.of(m.pyStart(g)), PyInt.of(m.pyEnd(g)));
    });
    t.defineMethod("expand", (a, k) -> {
      Args.exact("expand", a, k, 2);
      MatchObject m = (MatchObject) a[0];
      String tmpl = m.pat.c.bytes ? latin1(a[1]) : Ops.strValue(a[1], "expected str instance, "
          + a[1].type().name() + " found");
      List<Object> parts = parseTemplate(tmpl, m.pat.c, m.pat.state);
      StringBuilder sb = new StringBuilder();
      expandInto(sb, parts, m);
      return m.pat.wrap(sb.toString());
    });
    t.defineGetter("string", o -> ((MatchObject) o).string);
    t.defineGetter("re", o -> ((MatchObject) o).pat);
    t.defineGetter("pos", o -> PyInt.of(((MatchObject) o).pos));
    t.defineGetter("endpos", o -> PyInt.of(((MatchObject) o).endpos));
    t.defineGetter("lastindex", o -> {
      int li = ((MatchObject) o).lastIndex();
      return li < 0 ? PyNone.NONE : PyInt.of(li);
    });
    t.defineGetter("lastgroup", o -> {
      MatchObject m = (MatchObject) o;
      int li = m.lastIndex();
      if (li < 0) {
        return PyNone.NONE;
      }
      for (Map.Entry<String, Integer> e : m.pat.c.groupIndex.entrySet()) {
        if (e.getValue() == li) {
          return PyStr.of(e.getKey());
        }
      }
      return PyNone.NONE;
    });
    t.defineGetter("regs", o -> {
      MatchObject m = (MatchObject) o;
      PyObject[] out = new PyObject[m.pat.c.groups + 1];
      for (int g = 0; g < out.length; g++) {
        out[g] = PyTuple.of(PyInt.of(m.pyStart(g)), PyInt.of(m.pyEnd(g)));
      }
      return PyTuple.of(out);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(((MatchObject) a[0]).repr()));
    t.defineMethod("__bool__", (a, k) -> PyBool.TRUE);
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }
}
