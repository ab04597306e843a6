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
import dev.krait.python.objects.PyError;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

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
  static final class State implements dev.krait.python.objects.Referrer {
    final PyDict dialects = new PyDict();
    long fieldLimit = 128 * 1024;

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(dialects);
    }

    @Override
    public long shallowSize() {
      return 32;
    }
  }

  static State state() {
    return ResourceMeter.current().local(State.class, () -> {
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
    m.put("Sniffer", SNIFFER);
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

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(input);
      v.visit(d);
      v.visit(st);
      v.visitAll(fields);
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

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(write);
      v.visit(d);
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

  // ================================================================ Sniffer

  /**
   * {@code csv.Sniffer}: a port of CPython's pure-Python Sniffer (same regexes, same frequency
   * tables, same tie-breaking by dict insertion order), so sniffed dialects and has_header answers
   * match CPython's exactly, quirks included.
   */
  static final PyType SNIFFER = PyType.builtin("csv.Sniffer", PyType.OBJECT, CsvModule::installSniffer);

  private static final String NOT_WORD = "[^\\p{L}\\p{N}_\\n\"']";
  private static final Pattern[] QUOTE_PATTERNS = {
      Pattern.compile("(" + NOT_WORD + ")( ?)([\"']).*?\\3\\1", Pattern.DOTALL | Pattern.MULTILINE | Pattern.UNIX_LINES),
      Pattern.compile("(?:^|\\n)([\"']).*?\\1(" + NOT_WORD + ")( ?)",
          Pattern.DOTALL | Pattern.MULTILINE | Pattern.UNIX_LINES),
      Pattern.compile("(" + NOT_WORD + ")( ?)([\"']).*?\\3(?:$|\\n)",
          Pattern.DOTALL | Pattern.MULTILINE | Pattern.UNIX_LINES),
      Pattern.compile("(?:^|\\n)([\"']).*?\\1(?:$|\\n)", Pattern.DOTALL | Pattern.MULTILINE | Pattern.UNIX_LINES)};
  /** Group numbers of (quote, delim, space) in each of QUOTE_PATTERNS; 0 = absent. */
  private static final int[][] QUOTE_GROUPS = {{3, 1, 2}, {1, 2, 3}, {3, 1, 2}, {1, 0, 0}};

  private static void installSniffer(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PyInstance((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      Args.exact("__init__", a, k, 1);
      set(a[0], "preferred", Support.list(List.of(PyStr.of(","), PyStr.of("\t"), PyStr.of(";"), PyStr.of(" "),
          PyStr.of(":"))));
      return PyNone.NONE;
    });
    t.defineMethod("sniff", (a, k) -> {
      PyObject[] p = Args.bind("sniff", a, k, 1, new String[] {"sample", "delimiters"}, 1);
      String sample = Ops.strValue(p[0], "expected string or bytes-like object, got '" + p[0].type().name() + "'");
      PyObject delimiters = p[1] == null || p[1] == PyNone.NONE ? null : p[1];
      return sniff(a[0], sample, delimiters);
    });
    t.defineMethod("has_header", (a, k) -> {
      PyObject[] p = Args.bind("has_header", a, k, 1, new String[] {"sample"}, 1);
      return PyBool.of(hasHeader(a[0], p[0]));
    });
  }

  private static boolean delimAllowed(PyObject delimiters, String key) {
    return delimiters == null || Ops.contains(delimiters, PyStr.of(key));
  }

  private static PyObject sniff(PyObject self, String sample, PyObject delimiters) {
    ResourceMeter.current().tick(sample.length() / 8);
    // _guess_quote_and_delimiter
    String quotechar = "";
    boolean doublequote = false;
    String delim = "";
    boolean skip = false;
    List<String[]> matches = new ArrayList<>();
    int which = -1;
    for (int w = 0; w < QUOTE_PATTERNS.length && matches.isEmpty(); w++) {
      java.util.regex.Matcher m = QUOTE_PATTERNS[w].matcher(new ReModule.MeteredChars(sample, sample.length()));
      while (m.find()) {
        int[] g = QUOTE_GROUPS[w];
        matches.add(new String[] {m.group(g[0]), g[1] == 0 ? null : m.group(g[1]), g[2] == 0 ? null : m.group(g[2])});
      }
      which = w;
    }
    if (!matches.isEmpty()) {
      Map<String, Integer> quotes = new LinkedHashMap<>();
      Map<String, Integer> delims = new LinkedHashMap<>();
      int spaces = 0;
      for (String[] mt : matches) {
        if (!mt[0].isEmpty()) {
          quotes.merge(mt[0], 1, Integer::sum);
        }
        if (QUOTE_GROUPS[which][1] == 0) {
          continue;
        }
        if (!mt[1].isEmpty() && delimAllowed(delimiters, mt[1])) {
          delims.merge(mt[1], 1, Integer::sum);
        }
        if (!mt[2].isEmpty()) {
          spaces++;
        }
      }
      quotechar = maxKey(quotes);
      if (!delims.isEmpty()) {
        delim = maxKey(delims);
        skip = delims.get(delim) == spaces;
        if (delim.equals("\n")) {
          delim = "";
        }
      }
      String d = delim.isEmpty() ? "" : String.format("\\x{%x}", delim.codePointAt(0));
      String nw = "[^\\p{L}\\p{N}_]";
      Pattern dq = Pattern.compile("((" + d + ")|^)" + nw + "*" + quotechar + "[^" + d + "\\n]*" + quotechar + "[^" + d
          + "\\n]*" + quotechar + nw + "*((" + d + ")|$)", Pattern.MULTILINE | Pattern.UNIX_LINES);
      doublequote = dq.matcher(new ReModule.MeteredChars(sample, sample.length())).find();
    }
    if (delim.isEmpty()) {
      Object[] r = guessDelimiter(self, sample, delimiters);
      delim = (String) r[0];
      skip = (Boolean) r[1];
    }
    if (delim.isEmpty()) {
      throw new PyError(new dev.krait.python.objects.PyBaseException(ERROR,
          PyTuple.of(PyStr.of("Could not determine delimiter"))));
    }
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("csv"));
    ns.put("__qualname__", PyStr.of("Sniffer.sniff.<locals>.dialect"));
    ns.put("_name", PyStr.of("sniffed"));
    ns.put("lineterminator", PyStr.of("\r\n"));
    ns.put("quoting", PyInt.of(QUOTE_MINIMAL));
    ns.put("doublequote", PyBool.of(doublequote));
    ns.put("delimiter", PyStr.of(delim));
    ns.put("quotechar", PyStr.of(quotechar.isEmpty() ? "\"" : quotechar));
    ns.put("skipinitialspace", PyBool.of(skip));
    return PyType.newClass(PyType.TYPE, "dialect", new PyType[] {DIALECT}, ns);
  }

  /** max(d, key=d.get): the first key with the largest count. */
  private static String maxKey(Map<String, Integer> d) {
    String best = null;
    int n = -1;
    for (Map.Entry<String, Integer> e : d.entrySet()) {
      if (e.getValue() > n) {
        best = e.getKey();
        n = e.getValue();
      }
    }
    return best;
  }

  private static int count(String s, String sub) {
    int n = 0;
    for (int i = s.indexOf(sub); i >= 0; i = s.indexOf(sub, i + sub.length())) {
      n++;
    }
    return n;
  }

  /** CPython's _guess_delimiter: {delimiter ("" if none), skipinitialspace}. */
  private static Object[] guessDelimiter(PyObject self, String sample, PyObject delimiters) {
    ResourceMeter meter = ResourceMeter.current();
    List<String> data = new ArrayList<>();
    for (String line : sample.split("\n", -1)) {
      if (!line.isEmpty()) {
        data.add(line);
      }
    }
    int chunkLength = Math.min(10, data.size());
    int iteration = 0;
    // charFrequency[char] = freq -> count, both in insertion order
    List<LinkedHashMap<Integer, Integer>> charFrequency = new ArrayList<>();
    for (int c = 0; c < 127; c++) {
      charFrequency.add(null);
    }
    LinkedHashMap<Character, int[]> modes = new LinkedHashMap<>();
    LinkedHashMap<Character, int[]> delims = new LinkedHashMap<>();
    int start = 0;
    int end = chunkLength;
    while (start < data.size()) {
      iteration++;
      for (String line : data.subList(start, Math.min(end, data.size()))) {
        meter.tick(line.length());
        int[] counts = new int[127];
        for (int i = 0; i < line.length(); i++) {
          char ch = line.charAt(i);
          if (ch < 127) {
            counts[ch]++;
          }
        }
        for (int c = 0; c < 127; c++) {
          LinkedHashMap<Integer, Integer> meta = charFrequency.get(c);
          if (meta == null) {
            meta = new LinkedHashMap<>();
            charFrequency.set(c, meta);
          }
          meta.merge(counts[c], 1, Integer::sum);
        }
      }
      for (int c = 0; c < 127; c++) {
        LinkedHashMap<Integer, Integer> meta = charFrequency.get(c);
        if (meta == null) {
          continue;
        }
        List<int[]> items = new ArrayList<>();
        meta.forEach((f, n) -> items.add(new int[] {f, n}));
        if (items.size() == 1 && items.get(0)[0] == 0) {
          continue;
        }
        if (items.size() > 1) {
          int[] best = items.get(0);
          for (int[] it : items) {
            if (it[1] > best[1]) {
              best = it;
            }
          }
          int others = 0;
          for (int[] it : items) {
            if (it != best) {
              others += it[1];
            }
          }
          modes.put((char) c, new int[] {best[0], best[1] - others});
        } else {
          modes.put((char) c, items.get(0));
        }
      }
      double total = Math.min(chunkLength * iteration, data.size());
      double consistency = 1.0;
      double threshold = 0.9;
      while (delims.isEmpty() && consistency >= threshold) {
        for (Map.Entry<Character, int[]> e : modes.entrySet()) {
          int[] v = e.getValue();
          if (v[0] > 0 && v[1] > 0) {
            if (v[1] / total >= consistency && delimAllowed(delimiters, String.valueOf(e.getKey()))) {
              delims.put(e.getKey(), v);
            }
          }
        }
        consistency -= 0.01;
      }
      if (delims.size() == 1) {
        String d = String.valueOf(delims.keySet().iterator().next());
        return new Object[] {d, count(data.get(0), d) == count(data.get(0), d + " ")};
      }
      start = end;
      end += chunkLength;
    }
    if (delims.isEmpty()) {
      return new Object[] {"", false};
    }
    if (delims.size() > 1) {
      for (PyObject pd : Ops.toArray(Ops.getattr(self, "preferred"))) {
        if (pd instanceof PyStr ps && ps.value().length() == 1 && delims.containsKey(ps.value().charAt(0))) {
          String d = ps.value();
          return new Object[] {d, count(data.get(0), d) == count(data.get(0), d + " ")};
        }
      }
    }
    // max over (v, k): by mode frequency, then count, then character
    Map.Entry<Character, int[]> best = null;
    for (Map.Entry<Character, int[]> e : delims.entrySet()) {
      if (best == null) {
        best = e;
        continue;
      }
      int[] v = e.getValue();
      int[] b = best.getValue();
      int cmp = v[0] != b[0] ? Integer.compare(v[0], b[0]) : v[1] != b[1] ? Integer.compare(v[1], b[1])
          : Character.compare(e.getKey(), best.getKey());
      if (cmp > 0) {
        best = e;
      }
    }
    String d = String.valueOf(best.getKey());
    return new Object[] {d, count(data.get(0), d) == count(data.get(0), d + " ")};
  }

  private static final Object COMPLEX = new Object();

  private static boolean hasHeader(PyObject self, PyObject sampleObj) {
    PyObject dialect = Ops.getattr(self, "sniff").call(new PyObject[] {sampleObj}, null);
    String sample = Ops.strValue(sampleObj, "expected str");
    List<PyObject> lines = new ArrayList<>();
    int from = 0;
    while (from < sample.length()) {
      int nl = sample.indexOf('\n', from);
      int to = nl < 0 ? sample.length() : nl + 1;
      lines.add(PyStr.of(sample.substring(from, to)));
      from = to;
    }
    PyObject rdr = readerFn(new PyObject[] {Support.list(lines), dialect}, null);
    PyObject headerRow = Ops.next(rdr);
    if (headerRow == null) {
      throw new PyError(new dev.krait.python.objects.PyBaseException(ExceptionTypes.STOP_ITERATION, PyTuple.EMPTY));
    }
    PyObject[] header = Ops.toArray(headerRow);
    int columns = header.length;
    LinkedHashMap<Integer, Object> columnTypes = new LinkedHashMap<>();
    for (int i = 0; i < columns; i++) {
      columnTypes.put(i, null);
    }
    PyObject complexType = dev.krait.python.builtins.Builtins.table().get("complex");
    int checked = 0;
    for (PyObject rowObj = Ops.next(rdr); rowObj != null; rowObj = Ops.next(rdr)) {
      if (checked > 20) {
        break;
      }
      checked++;
      PyObject[] row = Ops.toArray(rowObj);
      if (row.length != columns) {
        continue;
      }
      for (Integer col : new ArrayList<>(columnTypes.keySet())) {
        Object thisType = COMPLEX;
        try {
          complexType.call(new PyObject[] {row[col]}, null);
        } catch (PyError e) {
          if (!e.matches(ExceptionTypes.VALUE_ERROR) && !e.matches(ExceptionTypes.OVERFLOW_ERROR)) {
            throw e;
          }
          thisType = Ops.len(row[col]);
        }
        Object cur = columnTypes.get(col);
        if (!thisType.equals(cur)) {
          if (cur == null) {
            columnTypes.put(col, thisType);
          } else {
            columnTypes.remove(col);
          }
        }
      }
    }
    int hasHeader = 0;
    for (Map.Entry<Integer, Object> e : columnTypes.entrySet()) {
      Object colType = e.getValue();
      if (colType instanceof Integer || colType instanceof Long) {
        hasHeader += Ops.len(header[e.getKey()]) != ((Number) colType).longValue() ? 1 : -1;
      } else if (colType == null) {
        hasHeader += 1; // None(header[col]) raises TypeError
      } else {
        try {
          complexType.call(new PyObject[] {header[e.getKey()]}, null);
          hasHeader -= 1;
        } catch (PyError ex) {
          if (!ex.matches(ExceptionTypes.VALUE_ERROR) && !ex.matches(ExceptionTypes.TYPE_ERROR)) {
            throw ex;
          }
          hasHeader += 1;
        }
      }
    }
    return hasHeader > 0;
  }
}
