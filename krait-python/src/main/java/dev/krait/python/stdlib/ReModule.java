/*
 * The re module: Pattern and Match objects, the module functions and the pattern cache over
 * Krait's own regex engine (dev.krait.python.regex, which parses CPython's syntax with its
 * error messages and matches with its backtracking on a metered heap stack), with CPython's
 * iteration rules for finditer, sub and split. MeteredChars stays for csv and textwrap, which
 * still run a few fixed java.util.regex patterns of their own.
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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

  // ================================================================ compiled patterns

  /** A pattern compiled by Krait's regex engine, with what the re module shows of it: immutable, shared. */
  record Compiled(String source, int flags, boolean bytes, Program prog, int groups, Map<String, Integer> groupIndex,
      int[] parent) {
    static Compiled of(String source, boolean bytes, Program prog) {
      return new Compiled(source, prog.flags, bytes, prog, prog.groups(), prog.groupIndex, prog.parent);
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

    /** bmp: no surrogate pairs in s (a str knows it, cached; bytes are Latin-1). */
    Indexer(String s, boolean bmp) {
      this.s = s;
      this.simple = bmp;
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
      Indexer ix = new Indexer(s, !(string instanceof PyStr ps) || ps.isBmp());
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
      meter.hold(out); // the result grows where only Java sees it: the walk must count it
      try {
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
      } finally {
        meter.release(out);
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
      ResourceMeter meter = ResourceMeter.current();
      meter.hold(out); // the result grows where only Java sees it: the walk must count it
      try {
        while ((maxsplit == 0 || n < maxsplit) && sc.next()) {
          meter.allocateSlots(1 + c.groups);
          out.append(wrap(sc.s.substring(last, sc.m.start(0))));
          for (int g = 1; g <= c.groups; g++) {
            String v = sc.group(g);
            out.append(v == null ? PyNone.NONE : wrap(v));
          }
          last = sc.m.end(0);
          n++;
        }
      } finally {
        meter.release(out);
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
            if (!dev.krait.python.regex.Parser.isIdentifier(name)) {
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
