/*
 * The csv module: reader and writer with CPython's _csv state machine (quoting modes,
 * delimiter, quotechar, escapechar, doublequote, skipinitialspace, lineterminator, strict),
 * dialects (excel, excel-tab, unix, register_dialect/get_dialect/list_dialects, Dialect
 * subclasses), field_size_limit, csv.Error, and csv.py's DictReader/DictWriter. Input is any
 * iterable of str lines (io.StringIO, list, str.splitlines()); output goes to any object with
 * write(). The dialect registry and the field size limit are per execution (per module).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;

/** {@code import csv}. */
public final class CsvModule {
  private CsvModule() {}

  static final int QUOTE_MINIMAL = 0;
  static final int QUOTE_ALL = 1;
  static final int QUOTE_NONNUMERIC = 2;
  static final int QUOTE_NONE = 3;

  public static final PyType ERROR = PyType.builtin("_csv.Error", ExceptionTypes.EXCEPTION, PyType::markBaseType);
  static final PyType DIALECT_OBJ = PyType.builtin("_csv.Dialect", PyType.OBJECT, CsvModule::installDialectObj);
  static final PyType READER = PyType.builtin("_csv.reader", PyType.OBJECT, CsvModule::installReader);
  static final PyType WRITER = PyType.builtin("_csv.writer", PyType.OBJECT, CsvModule::installWriter);
  static final PyType DIALECT = PyType.builtin("csv.Dialect", PyType.OBJECT, t -> {
    t.markBaseType();
    t.defineAttr("_name", PyStr.of(""));
    t.defineAttr("_valid", PyBool.FALSE);
    t.defineAttr("delimiter", PyNone.NONE);
    t.defineAttr("quotechar", PyNone.NONE);
    t.defineAttr("escapechar", PyNone.NONE);
    t.defineAttr("doublequote", PyNone.NONE);
    t.defineAttr("skipinitialspace", PyNone.NONE);
    t.defineAttr("lineterminator", PyNone.NONE);
    t.defineAttr("quoting", PyNone.NONE);
    t.defineAttr("strict", PyBool.FALSE);
  });
  static final PyType EXCEL = PyType.builtin("csv.excel", DIALECT, t -> {
    t.markBaseType();
    t.defineAttr("delimiter", PyStr.of(","));
    t.defineAttr("quotechar", PyStr.of("\""));
    t.defineAttr("doublequote", PyBool.TRUE);
    t.defineAttr("skipinitialspace", PyBool.FALSE);
    t.defineAttr("lineterminator", PyStr.of("\r\n"));
    t.defineAttr("quoting", PyInt.of(QUOTE_MINIMAL));
  });
  static final PyType EXCEL_TAB = PyType.builtin("csv.excel_tab", EXCEL, t -> {
    t.markBaseType();
    t.defineAttr("delimiter", PyStr.of("\t"));
  });
  static final PyType UNIX = PyType.builtin("csv.unix_dialect", DIALECT, t -> {
    t.markBaseType();
    t.defineAttr("delimiter", PyStr.of(","));
    t.defineAttr("quotechar", PyStr.of("\""));
    t.defineAttr("doublequote", PyBool.TRUE);
    t.defineAttr("skipinitialspace", PyBool.FALSE);
    t.defineAttr("lineterminator", PyStr.of("\n"));
    t.defineAttr("quoting", PyInt.of(QUOTE_ALL));
  });
  static final PyType DICT_READER = PyType.builtin("csv.DictReader", PyType.OBJECT, CsvModule::installDictReader);
  static final PyType DICT_WRITER = PyType.builtin("csv.DictWriter", PyType.OBJECT, CsvModule::installDictWriter);

  /** Per-execution module state. */
  static final class State {
    final PyDict dialects = new PyDict();
    long fieldLimit = 128 * 1024;
  }

  /** The state of each execution (keyed by its meter). */
  private static final java.util.Map<ResourceMeter, State> STATES =
      java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

  static State state() {
    return STATES.computeIfAbsent(ResourceMeter.current(), m -> {
      State st = new State();
      st.dialects.setItem(PyStr.of("excel"), dialectFrom(st, EXCEL, null, null));
      st.dialects.setItem(PyStr.of("excel-tab"), dialectFrom(st, EXCEL_TAB, null, null));
      st.dialects.setItem(PyStr.of("unix"), dialectFrom(st, UNIX, null, null));
      return st;
    });
  }

  static PyObject readerFn(PyObject[] a, String[] k) {
    State st = state();
    PyObject[] pos = Args.positional(a, k, 0);
    if (pos.length < 1 || pos.length > 2) {
      throw Errors.typeError(pos.length < 1 ? "expected at least 1 argument, got 0"
          : "expected at most 2 arguments, got " + pos.length);
    }
    Dialect d = dialectFrom(st, pos.length > 1 ? pos[1] : null, a, k);
    return new Reader(Ops.iter(pos[0]), d, st);
  }

  static PyObject writerFn(PyObject[] a, String[] k) {
    State st = state();
    PyObject[] pos = Args.positional(a, k, 0);
    if (pos.length < 1 || pos.length > 2) {
      throw Errors.typeError(pos.length < 1 ? "expected at least 1 argument, got 0"
          : "expected at most 2 arguments, got " + pos.length);
    }
    PyObject write = Ops.getattrOrNull(pos[0], "write", null);
    if (write == null || !Support.isCallable(write)) {
      throw Errors.typeError("argument 1 must have a \"write\" method");
    }
    Dialect d = dialectFrom(st, pos.length > 1 ? pos[1] : null, a, k);
    return new Writer(write, d);
  }

  public static PyModule create() {
    PyModule m = new PyModule("csv");
    State st = state();
    m.put("Error", ERROR);
    m.put("QUOTE_MINIMAL", PyInt.of(QUOTE_MINIMAL));
    m.put("QUOTE_ALL", PyInt.of(QUOTE_ALL));
    m.put("QUOTE_NONNUMERIC", PyInt.of(QUOTE_NONNUMERIC));
    m.put("QUOTE_NONE", PyInt.of(QUOTE_NONE));
    m.put("Dialect", DIALECT);
    m.put("excel", EXCEL);
    m.put("excel_tab", EXCEL_TAB);
    m.put("unix_dialect", UNIX);
    m.put("DictReader", DICT_READER);
    m.put("DictWriter", DICT_WRITER);
    m.put("__version__", PyStr.of("1.0"));
    m.def("reader", CsvModule::readerFn);
    m.def("writer", CsvModule::writerFn);
    m.def("register_dialect", (a, k) -> {
      PyObject[] pos = Args.positional(a, k, 0);
      if (pos.length < 1 || pos.length > 2) {
        throw Errors.typeError("register_dialect() expected at most 2 arguments, got " + pos.length);
      }
      if (!(pos[0] instanceof PyStr)) {
        throw Errors.typeError("dialect name must be a string");
      }
      Dialect d = dialectFrom(st, pos.length > 1 ? pos[1] : null, a, k);
      st.dialects.setItem(pos[0], d);
      return PyNone.NONE;
    });
    m.def("unregister_dialect", (a, k) -> {
      Args.exact("unregister_dialect", a, k, 1);
      if (st.dialects.getItemOrNull(a[0]) == null) {
        throw Errors.of(ERROR, "unknown dialect");
      }
      st.dialects.delItem(a[0]);
      return PyNone.NONE;
    });
    m.def("get_dialect", (a, k) -> {
      Args.exact("get_dialect", a, k, 1);
      return lookupDialect(st, a[0]);
    });
    m.def("list_dialects", (a, k) -> {
      Args.exact("list_dialects", a, k, 0);
      return Support.list(st.dialects.keys());
    });
    m.def("field_size_limit", (a, k) -> {
      PyObject[] p = Support.bind("field_size_limit", a, k, new String[] {"new_limit"}, 0);
      long old = st.fieldLimit;
      if (p[0] != null) {
        if (!(p[0] instanceof PyInt)) {
          throw Errors.typeError("limit must be an integer");
        }
        st.fieldLimit = Support.toLong(p[0]);
      }
      return PyInt.of(old);
    });
    return m;
  }

  static Dialect lookupDialect(State st, PyObject name) {
    PyObject d = st.dialects.getItemOrNull(name);
    if (d == null) {
      throw Errors.of(ERROR, "unknown dialect");
    }
    return (Dialect) d;
  }

  // ================================================================ dialects

  /** A validated dialect (the _csv.Dialect object). */
  static final class Dialect extends PyObject {
    int delimiter = ',';
    int quotechar = '"';
    int escapechar = -1;
    boolean doublequote = true;
    boolean skipinitialspace;
    String lineterminator = "\r\n";
    int quoting = QUOTE_MINIMAL;
    boolean strict;

    @Override
    public PyType type() {
      return DIALECT_OBJ;
    }
  }

  static PyObject charObj(int c) {
    return c < 0 ? PyNone.NONE : PyStr.ofCodePoint(c);
  }

  private static void installDialectObj(PyType t) {
    t.defineGetter("delimiter", o -> charObj(((Dialect) o).delimiter));
    t.defineGetter("quotechar", o -> charObj(((Dialect) o).quotechar));
    t.defineGetter("escapechar", o -> charObj(((Dialect) o).escapechar));
    t.defineGetter("doublequote", o -> PyBool.of(((Dialect) o).doublequote));
    t.defineGetter("skipinitialspace", o -> PyBool.of(((Dialect) o).skipinitialspace));
    t.defineGetter("lineterminator", o -> PyStr.of(((Dialect) o).lineterminator));
    t.defineGetter("quoting", o -> PyInt.of(((Dialect) o).quoting));
    t.defineGetter("strict", o -> PyBool.of(((Dialect) o).strict));
  }

  static final String[] PARAMS = {"delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace",
      "lineterminator", "quoting", "strict"};

  /**
   * Builds a dialect from {@code base} (a registered name, a Dialect instance/class or any
   * object with the attributes; null for excel) overridden by the keyword arguments of the call.
   */
  static Dialect dialectFrom(State st, PyObject base, PyObject[] a, String[] k) {
    PyObject[] vals = new PyObject[PARAMS.length];
    if (base instanceof PyStr) {
      base = lookupDialect(st, base);
    }
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      String name = k[i];
      PyObject v = a[a.length - nkw + i];
      if (name.equals("dialect")) {
        base = v instanceof PyStr ? lookupDialect(st, v) : v;
        continue;
      }
      int idx = java.util.Arrays.asList(PARAMS).indexOf(name);
      if (idx < 0) {
        throw Errors.typeError("'" + name + "' is an invalid keyword argument for this function");
      }
      vals[idx] = v;
    }
    if (base != null) {
      for (int i = 0; i < PARAMS.length; i++) {
        if (vals[i] == null) {
          vals[i] = Ops.getattrOrNull(base, PARAMS[i], null);
        }
      }
    }
    Dialect d = new Dialect();
    d.delimiter = charParam("delimiter", vals[0], ',', false);
    boolean quotecharGiven = vals[1] != null;
    d.quotechar = charParam("quotechar", vals[1], '"', true);
    d.escapechar = charParam("escapechar", vals[2], -1, true);
    d.doublequote = vals[3] == null || Ops.truthy(vals[3]);
    d.skipinitialspace = vals[4] != null && Ops.truthy(vals[4]);
    if (vals[5] != null) {
      if (!(vals[5] instanceof PyStr ls)) {
        throw Errors.typeError("\"lineterminator\" must be a string");
      }
      d.lineterminator = ls.value();
    }
    if (vals[6] != null) {
      if (!(vals[6] instanceof PyInt qi) || vals[6] instanceof PyBool && false) {
        throw Errors.typeError("\"quoting\" must be an integer");
      }
      long q = qi.clampedLong();
      if (q < 0 || q > 3) {
        throw Errors.typeError("bad \"quoting\" value");
      }
      d.quoting = (int) q;
    }
    d.strict = vals[7] != null && Ops.truthy(vals[7]);
    if (quotecharGiven && vals[1] == PyNone.NONE && vals[6] == null) {
      d.quoting = QUOTE_NONE;
    }
    if (d.quoting != QUOTE_NONE && d.quotechar < 0) {
      throw Errors.typeError("quotechar must be set if quoting enabled");
    }
    if (d.lineterminator.isEmpty()) {
      throw Errors.typeError("lineterminator must be set");
    }
    if (d.delimiter == ' ' && d.skipinitialspace) {
      // allowed in 3.11
    }
    return d;
  }

  static int charParam(String name, PyObject v, int dflt, boolean noneOk) {
    if (v == null) {
      return dflt;
    }
    if (v == PyNone.NONE && noneOk) {
      return -1;
    }
    if (!(v instanceof PyStr s)) {
      if (noneOk) {
        throw Errors.typeError("\"" + name + "\" must be string or None, not " + v.type().name());
      }
      throw Errors.typeError("\"" + name + "\" must be string, not " + v.type().name());
    }
    String sv = s.value();
    if (sv.codePointCount(0, sv.length()) != 1) {
      throw Errors.typeError("\"" + name + "\" must be a 1-character string");
    }
    return sv.codePointAt(0);
  }

  // ================================================================ reader

  static final int START_RECORD = 0;
  static final int START_FIELD = 1;
  static final int ESCAPED_CHAR = 2;
  static final int IN_FIELD = 3;
  static final int IN_QUOTED_FIELD = 4;
  static final int ESCAPE_IN_QUOTED_FIELD = 5;
  static final int QUOTE_IN_QUOTED_FIELD = 6;
  static final int EAT_CRNL = 7;
  static final int AFTER_ESCAPED_CRNL = 8;
  static final int EOL = -2;

  /** The _csv.reader iterator. */
  static final class Reader extends PyIterator {
    final PyObject input;
    final Dialect d;
    final State st;
    long lineNum;
    int state;
    List<PyObject> fields;
    StringBuilder field = new StringBuilder();
    boolean numeric;

    Reader(PyObject input, Dialect d, State st) {
      this.input = input;
      this.d = d;
      this.st = st;
    }

    @Override
    public PyType type() {
      return READER;
    }

    void saveField() {
      String s = field.toString();
      field.setLength(0);
      PyObject v;
      if (numeric) {
        numeric = false;
        v = PyFloat.of(PyFloat.parse(s));
      } else {
        v = PyStr.of(s);
      }
      ResourceMeter.current().allocateSlots(1);
      fields.add(v);
    }

    void addChar(int c) {
      if (field.length() >= st.fieldLimit) {
        throw Errors.of(ERROR, "field larger than field limit (" + st.fieldLimit + ")");
      }
      field.appendCodePoint(c);
    }

    void process(int c) {
      switch (state) {
        case START_RECORD -> {
          if (c == EOL) {
            return;
          }
          if (c == '\n' || c == '\r') {
            state = EAT_CRNL;
            return;
          }
          state = START_FIELD;
          startField(c);
        }
        case START_FIELD -> startField(c);
        case ESCAPED_CHAR -> {
          if (c == '\n' || c == '\r') {
            addChar(c);
            state = AFTER_ESCAPED_CRNL;
            return;
          }
          if (c == EOL) {
            c = '\n';
          }
          addChar(c);
          state = IN_FIELD;
        }
        case AFTER_ESCAPED_CRNL -> {
          if (c == EOL) {
            return;
          }
          inField(c);
        }
        case IN_FIELD -> inField(c);
        case IN_QUOTED_FIELD -> {
          if (c == EOL) {
            return;
          }
          if (c == d.escapechar) {
            state = ESCAPE_IN_QUOTED_FIELD;
          } else if (c == d.quotechar && d.quoting != QUOTE_NONE) {
            state = d.doublequote ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
          } else {
            addChar(c);
          }
        }
        case ESCAPE_IN_QUOTED_FIELD -> {
          if (c == EOL) {
            c = '\n';
          }
          addChar(c);
          state = IN_QUOTED_FIELD;
        }
        case QUOTE_IN_QUOTED_FIELD -> {
          if (d.quoting != QUOTE_NONE && c == d.quotechar) {
            addChar(c);
            state = IN_QUOTED_FIELD;
          } else if (c == d.delimiter) {
            saveField();
            state = START_FIELD;
          } else if (c == '\n' || c == '\r' || c == EOL) {
            saveField();
            state = c == EOL ? START_RECORD : EAT_CRNL;
          } else if (!d.strict) {
            addChar(c);
            state = IN_FIELD;
          } else {
            throw Errors.of(ERROR, "'" + new String(Character.toChars(d.delimiter)) + "' expected after '"
                + new String(Character.toChars(d.quotechar)) + "'");
          }
        }
        case EAT_CRNL -> {
          if (c == '\n' || c == '\r') {
            return;
          }
          if (c == EOL) {
            state = START_RECORD;
          } else {
            throw Errors.of(ERROR,
                "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?");
          }
        }
        default -> throw new IllegalStateException();
      }
    }

    void startField(int c) {
      if (c == '\n' || c == '\r' || c == EOL) {
        saveField();
        state = c == EOL ? START_RECORD : EAT_CRNL;
      } else if (c == d.quotechar && d.quoting != QUOTE_NONE) {
        state = IN_QUOTED_FIELD;
      } else if (c == d.escapechar) {
        state = ESCAPED_CHAR;
      } else if (c == ' ' && d.skipinitialspace) {
        return;
      } else if (c == d.delimiter) {
        saveField();
      } else {
        if (d.quoting == QUOTE_NONNUMERIC) {
          numeric = true;
        }
        addChar(c);
        state = IN_FIELD;
      }
    }

    void inField(int c) {
      if (c == '\n' || c == '\r' || c == EOL) {
        saveField();
        state = c == EOL ? START_RECORD : EAT_CRNL;
      } else if (c == d.escapechar) {
        state = ESCAPED_CHAR;
      } else if (c == d.delimiter) {
        saveField();
        state = START_FIELD;
      } else {
        addChar(c);
        state = IN_FIELD;
      }
    }

    @Override
    public PyObject nextOrNull() {
      fields = new ArrayList<>();
      field.setLength(0);
      numeric = false;
      state = START_RECORD;
      ResourceMeter m = ResourceMeter.current();
      do {
        PyObject line = Ops.next(input);
        if (line == null) {
          if (field.length() != 0 || state == IN_QUOTED_FIELD) {
            if (d.strict) {
              throw Errors.of(ERROR, "unexpected end of data");
            }
            saveField();
            break;
          }
          return null;
        }
        if (!(line instanceof PyStr ls)) {
          throw Errors.of(ERROR, "iterator should return strings, not " + line.type().name()
              + " (the file should be opened in text mode)");
        }
        lineNum++;
        String s = ls.value();
        m.tick(1 + s.length() / 64);
        for (int i = 0; i < s.length(); ) {
          int c = s.codePointAt(i);
          i += Character.charCount(c);
          process(c);
        }
        process(EOL);
      } while (state != START_RECORD);
      PyList out = new PyList();
      for (PyObject f : fields) {
        out.append(f);
      }
      fields = null;
      return out;
    }
  }

  private static void installReader(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineGetter("line_num", o -> PyInt.of(((Reader) o).lineNum));
    t.defineGetter("dialect", o -> ((Reader) o).d);
  }

  // ================================================================ writer

  /** The _csv.writer object. */
  static final class Writer extends PyObject {
    final PyObject write;
    final Dialect d;

    Writer(PyObject write, Dialect d) {
      this.write = write;
      this.d = d;
    }

    @Override
    public PyType type() {
      return WRITER;
    }

    PyObject writeRow(PyObject row) {
      PyObject it;
      try {
        it = Ops.iter(row);
      } catch (dev.krait.python.objects.PyError e) {
        if (e.value().type().isSubtypeOf(ExceptionTypes.TYPE_ERROR)) {
          throw Errors.of(ERROR, "iterable expected, not " + row.type().name());
        }
        throw e;
      }
      StringBuilder sb = new StringBuilder();
      int numFields = 0;
      ResourceMeter m = ResourceMeter.current();
      for (PyObject f = Ops.next(it); f != null; f = Ops.next(it)) {
        m.tick();
        boolean quoted = switch (d.quoting) {
          case QUOTE_NONNUMERIC -> !isNumber(f);
          case QUOTE_ALL -> true;
          default -> false;
        };
        String s = f == PyNone.NONE ? "" : f instanceof PyStr ps ? ps.value() : Ops.str(f);
        m.allocateString(s.length());
        append(sb, s, numFields, quoted, false);
        numFields++;
      }
      if (numFields == 1 && sb.length() == 0) {
        if (d.quoting == QUOTE_NONE) {
          throw Errors.of(ERROR, "single empty field record must be quoted");
        }
        append(sb, "", 0, true, true);
      }
      sb.append(d.lineterminator);
      return write.call(new PyObject[] {PyStr.of(sb.toString())}, null);
    }

    void append(StringBuilder sb, String field, int index, boolean quoted, boolean quoteEmpty) {
      // first pass: decide whether the field is quoted; second: copy
      StringBuilder body = new StringBuilder(field.length() + 2);
      for (int i = 0; i < field.length(); ) {
        int c = field.codePointAt(i);
        i += Character.charCount(c);
        boolean wantEscape = false;
        if (c == d.delimiter || c == d.escapechar || c == d.quotechar
            || d.lineterminator.indexOf(c) >= 0) {
          if (d.quoting == QUOTE_NONE) {
            wantEscape = true;
          } else {
            if (c == d.quotechar) {
              if (d.doublequote) {
                body.appendCodePoint(d.quotechar);
              } else {
                wantEscape = true;
              }
            } else if (c == d.escapechar) {
              wantEscape = true;
            }
            if (!wantEscape) {
              quoted = true;
            }
          }
          if (wantEscape) {
            if (d.escapechar < 0) {
              throw Errors.of(ERROR, "need to escape, but no escapechar set");
            }
            body.appendCodePoint(d.escapechar);
          }
        }
        body.appendCodePoint(c);
      }
      if (field.isEmpty() && quoteEmpty) {
        quoted = true;
      }
      if (index > 0) {
        sb.appendCodePoint(d.delimiter);
      }
      if (quoted) {
        sb.appendCodePoint(d.quotechar);
      }
      sb.append(body);
      if (quoted) {
        sb.appendCodePoint(d.quotechar);
      }
    }
  }

  static boolean isNumber(PyObject f) {
    PyType t = f.type();
    return t.lookup("__index__") != null || t.lookup("__float__") != null || t.lookup("__int__") != null
        || t.lookup("__complex__") != null;
  }

  private static void installWriter(PyType t) {
    t.defineGetter("dialect", o -> ((Writer) o).d);
    t.defineMethod("writerow", (a, k) -> {
      Args.exact("writerow", a, k, 2);
      return ((Writer) a[0]).writeRow(a[1]);
    });
    t.defineMethod("writerows", (a, k) -> {
      Args.exact("writerows", a, k, 2);
      Writer w = (Writer) a[0];
      Support.forEach(a[1], w::writeRow);
      return PyNone.NONE;
    });
  }

  // ================================================================ DictReader / DictWriter (csv.py)

  static PyObject attr(PyObject self, String name) {
    return Ops.getattr(self, name);
  }

  static void set(PyObject self, String name, PyObject v) {
    Ops.setattr(self, name, v);
  }

  /** Positional args after skipping {@code skip} named ones, plus keywords not in {@code names}. */
  static PyObject callWithRest(PyObject fn, PyObject first, PyObject dialect, PyObject[] a, String[] k, int npos,
      String[] names) {
    List<PyObject> args = new ArrayList<>();
    List<String> kws = new ArrayList<>();
    List<PyObject> kwv = new ArrayList<>();
    args.add(first);
    args.add(dialect);
    int nkw = Args.kwCount(k);
    int positional = a.length - nkw;
    for (int i = npos; i < positional; i++) {
      args.add(a[i]);
    }
    for (int i = 0; i < nkw; i++) {
      if (!java.util.Arrays.asList(names).contains(k[i])) {
        kws.add(k[i]);
        kwv.add(a[positional + i]);
      }
    }
    args.addAll(kwv);
    return fn.call(args.toArray(new PyObject[0]), kws.isEmpty() ? null : kws.toArray(new String[0]));
  }

  static final String[] DR_NAMES = {"f", "fieldnames", "restkey", "restval", "dialect"};

  private static void installDictReader(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PyInstance((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject self = a[0];
      PyObject[] p = bindLoose("DictReader", a, k, DR_NAMES, 1);
      PyObject fieldnames = p[1] == null ? PyNone.NONE : p[1];
      if (fieldnames != PyNone.NONE && Ops.iter(fieldnames) == fieldnames) {
        fieldnames = Support.list(Support.toList(fieldnames));
      }
      PyObject dialect = p[4] == null ? PyStr.of("excel") : p[4];
      set(self, "_fieldnames", fieldnames);
      set(self, "restkey", p[2] == null ? PyNone.NONE : p[2]);
      set(self, "restval", p[3] == null ? PyNone.NONE : p[3]);
      set(self, "reader", callWithRest(PyBuiltinFunction.function("reader", CsvModule::readerFn), p[0], dialect, a, k, 1 + DR_NAMES.length, DR_NAMES));
      set(self, "dialect", dialect);
      set(self, "line_num", PyInt.of(0));
      return PyNone.NONE;
    });
    t.defineMethod("__iter__", (a, k) -> a[0]);
    t.defineProperty("fieldnames", CsvModule::dictReaderFieldnames, (o, v) -> set(o, "_fieldnames", v));
    t.defineMethod("__next__", (a, k) -> {
      PyObject self = a[0];
      if (Ops.eq(attr(self, "line_num"), PyInt.of(0))) {
        dictReaderFieldnames(self);
      }
      PyObject reader = attr(self, "reader");
      PyObject row = nextOrStop(reader);
      set(self, "line_num", attr(reader, "line_num"));
      while (Ops.len(row) == 0) {
        row = nextOrStop(reader);
      }
      PyObject fieldnames = dictReaderFieldnames(self);
      PyObject[] names = Ops.toArray(fieldnames);
      PyObject[] vals = Ops.toArray(row);
      PyDict d = new PyDict();
      ResourceMeter.current().allocateSlots(2L * Math.max(names.length, vals.length));
      for (int i = 0; i < Math.min(names.length, vals.length); i++) {
        d.setItem(names[i], vals[i]);
      }
      if (names.length < vals.length) {
        d.setItem(attr(self, "restkey"), Support.list(java.util.Arrays.asList(vals).subList(names.length,
            vals.length)));
      } else if (names.length > vals.length) {
        PyObject restval = attr(self, "restval");
        for (int i = vals.length; i < names.length; i++) {
          d.setItem(names[i], restval);
        }
      }
      return d;
    });
  }

  static PyObject nextOrStop(PyObject it) {
    PyObject v = Ops.next(it);
    if (v == null) {
      throw Errors.of(ExceptionTypes.STOP_ITERATION);
    }
    return v;
  }

  static PyObject dictReaderFieldnames(PyObject self) {
    PyObject fn = attr(self, "_fieldnames");
    if (fn == PyNone.NONE) {
      PyObject reader = attr(self, "reader");
      PyObject first = Ops.next(reader);
      if (first != null) {
        set(self, "_fieldnames", first);
        fn = first;
      }
    }
    set(self, "line_num", attr(attr(self, "reader"), "line_num"));
    return fn;
  }

  /** Binds the named parameters, ignoring extra positional args and unknown keywords. */
  static PyObject[] bindLoose(String fname, PyObject[] a, String[] k, String[] names, int required) {
    PyObject[] out = new PyObject[names.length];
    int nkw = Args.kwCount(k);
    int positional = a.length - nkw;
    for (int i = 1; i < positional && i - 1 < names.length; i++) {
      out[i - 1] = a[i];
    }
    for (int i = 0; i < nkw; i++) {
      int idx = java.util.Arrays.asList(names).indexOf(k[i]);
      if (idx >= 0) {
        if (out[idx] != null) {
          throw Errors.typeError(fname + ".__init__() got multiple values for argument '" + k[i] + "'");
        }
        out[idx] = a[positional + i];
      }
    }
    for (int i = 0; i < required; i++) {
      if (out[i] == null) {
        throw Errors.typeError(fname + ".__init__() missing 1 required positional argument: '" + names[i] + "'");
      }
    }
    return out;
  }

  static final String[] DW_NAMES = {"f", "fieldnames", "restval", "extrasaction", "dialect"};

  private static void installDictWriter(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PyInstance((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject self = a[0];
      PyObject[] p = bindLoose("DictWriter", a, k, DW_NAMES, 2);
      PyObject fieldnames = p[1];
      if (fieldnames != PyNone.NONE && Ops.iter(fieldnames) == fieldnames) {
        fieldnames = Support.list(Support.toList(fieldnames));
      }
      set(self, "fieldnames", fieldnames);
      set(self, "restval", p[2] == null ? PyStr.of("") : p[2]);
      PyObject extras = p[3] == null ? PyStr.of("raise") : p[3];
      String ea = Ops.str(Ops.getattr(extras, "lower").call(new PyObject[0], null));
      if (!ea.equals("raise") && !ea.equals("ignore")) {
        throw Errors.valueError("extrasaction (" + Ops.str(extras) + ") must be 'raise' or 'ignore'");
      }
      set(self, "extrasaction", extras);
      PyObject dialect = p[4] == null ? PyStr.of("excel") : p[4];
      set(self, "writer", callWithRest(PyBuiltinFunction.function("writer", CsvModule::writerFn), p[0], dialect, a, k, 1 + DW_NAMES.length, DW_NAMES));
      return PyNone.NONE;
    });
    t.defineMethod("writeheader", (a, k) -> {
      Args.exact("writeheader", a, k, 1);
      PyObject self = a[0];
      PyDict header = new PyDict();
      Support.forEach(attr(self, "fieldnames"), f -> header.setItem(f, f));
      return Ops.getattr(self, "writerow").call(new PyObject[] {header}, null);
    });
    t.defineMethod("_dict_to_list", (a, k) -> {
      Args.exact("_dict_to_list", a, k, 2);
      return dictToList(a[0], a[1]);
    });
    t.defineMethod("writerow", (a, k) -> {
      Args.exact("writerow", a, k, 2);
      PyObject self = a[0];
      PyObject row = Ops.getattr(self, "_dict_to_list").call(new PyObject[] {a[1]}, null);
      return Ops.getattr(attr(self, "writer"), "writerow").call(new PyObject[] {row}, null);
    });
    t.defineMethod("writerows", (a, k) -> {
      Args.exact("writerows", a, k, 2);
      PyObject self = a[0];
      PyObject conv = Ops.getattr(self, "_dict_to_list");
      PyObject w = Ops.getattr(attr(self, "writer"), "writerow");
      Support.forEach(a[1], r -> w.call(new PyObject[] {conv.call(new PyObject[] {r}, null)}, null));
      return PyNone.NONE;
    });
  }

  static PyObject dictToList(PyObject self, PyObject rowdict) {
    PyObject fieldnames = attr(self, "fieldnames");
    String ea = Ops.str(attr(self, "extrasaction"));
    if (ea.equalsIgnoreCase("raise")) {
      PyObject[] fns = Ops.toArray(fieldnames);
      List<String> wrong = new ArrayList<>();
      PyObject keys = Ops.getattr(rowdict, "keys").call(new PyObject[0], null);
      Support.forEach(keys, key -> {
        boolean found = false;
        for (PyObject f : fns) {
          if (Ops.eq(key, f)) {
            found = true;
            break;
          }
        }
        if (!found) {
          wrong.add(Ops.repr(key));
        }
      });
      if (!wrong.isEmpty()) {
        throw Errors.valueError("dict contains fields not in fieldnames: " + String.join(", ", wrong));
      }
    }
    PyObject restval = attr(self, "restval");
    PyObject get = Ops.getattr(rowdict, "get");
    List<PyObject> out = new ArrayList<>();
    Support.forEach(fieldnames, f -> out.add(get.call(new PyObject[] {f, restval}, null)));
    return PyTuple.of(out.toArray(new PyObject[0]));
  }
}
