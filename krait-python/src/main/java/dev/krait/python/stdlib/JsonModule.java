/*
 * The json module: dumps/dump with CPython's exact output (indent, separators, sort_keys,
 * ensure_ascii, default, allow_nan, skipkeys) and loads/load with CPython's JSONDecodeError
 * messages and positions. Nesting is bounded by the meter's native depth (RecursionError).
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
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code json}. */
public final class JsonModule {
  private JsonModule() {}

  private static final String[] DUMPS_KW = {"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan",
      "cls", "indent", "separators", "default", "sort_keys"};
  private static final String[] DUMP_KW = {"obj", "fp", "skipkeys", "ensure_ascii", "check_circular",
      "allow_nan", "cls", "indent", "separators", "default", "sort_keys"};
  private static final String[] LOADS_KW = {"s", "cls", "object_hook", "parse_float", "parse_int",
      "parse_constant", "object_pairs_hook", "strict"};
  private static final String[] LOAD_KW = {"fp", "cls", "object_hook", "parse_float", "parse_int",
      "parse_constant", "object_pairs_hook", "strict"};

  /** {@code json.JSONEncoder} (instances keep their options in an instance dict). */
  public static final PyType ENCODER_TYPE = PyType.builtin("JSONEncoder", PyType.OBJECT, JsonModule::installEncoder);

  public static PyModule create() {
    PyModule m = new PyModule("json");
    PyType decodeError = newDecodeErrorType();
    m.put("JSONDecodeError", decodeError);
    m.put("JSONEncoder", ENCODER_TYPE);
    PyType decoderType = newDecoderType(decodeError);
    m.put("JSONDecoder", decoderType);
    PyModule decoderModule = new PyModule("json.decoder");
    decoderModule.put("JSONDecodeError", decodeError);
    decoderModule.put("JSONDecoder", decoderType);
    m.put("decoder", decoderModule);
    PyModule encoderModule = new PyModule("json.encoder");
    encoderModule.put("JSONEncoder", ENCODER_TYPE);
    m.put("encoder", encoderModule);
    m.def("dumps", (a, k) -> {
      List<String> xn = new ArrayList<>();
      List<PyObject> xv = new ArrayList<>();
      PyObject[] p = bindKwOnly("dumps", a, k, DUMPS_KW, 1, xn, xv);
      return PyStr.of(dumpsWith(p, xn, xv));
    });
    m.def("dump", (a, k) -> {
      List<String> xn = new ArrayList<>();
      List<PyObject> xv = new ArrayList<>();
      PyObject[] p = bindKwOnly("dump", a, k, DUMP_KW, 2, xn, xv);
      PyObject[] opts = new PyObject[DUMPS_KW.length];
      opts[0] = p[0];
      System.arraycopy(p, 2, opts, 1, DUMPS_KW.length - 1);
      String text = dumpsWith(opts, xn, xv);
      Ops.getattr(p[1], "write").call(new PyObject[] {PyStr.of(text)}, null);
      return PyNone.NONE;
    });
    m.def("loads", (a, k) -> {
      List<String> xn = new ArrayList<>();
      List<PyObject> xv = new ArrayList<>();
      PyObject[] p = bindKwOnly("loads", a, k, LOADS_KW, 1, xn, xv);
      return loadsWith(decodeError, decoderType, p, xn, xv);
    });
    m.def("load", (a, k) -> {
      List<String> xn = new ArrayList<>();
      List<PyObject> xv = new ArrayList<>();
      PyObject[] p = bindKwOnly("load", a, k, LOAD_KW, 1, xn, xv);
      p[0] = Ops.getattr(p[0], "read").call(new PyObject[0], null);
      return loadsWith(decodeError, decoderType, p, xn, xv);
    });
    return m;
  }

  /** Binds: the first {@code npos} parameters positional, the rest keyword-only. */
  private static PyObject[] bindKwOnly(String fname, PyObject[] a, String[] k, String[] names, int npos,
      List<String> extraNames, List<PyObject> extraValues) {
    int given = a.length - Support.kwCount(k);
    if (given > npos) {
      throw Errors.typeError(fname + "() takes " + npos + " positional argument" + (npos == 1 ? "" : "s")
          + " but " + given + " were given");
    }
    if (k != null && extraNames != null) {
      // **kw: keywords this function does not take go to the cls constructor
      List<String> known = List.of(names);
      int base = a.length - k.length;
      List<PyObject> av = new ArrayList<>(List.of(a).subList(0, base));
      List<String> kn = new ArrayList<>();
      for (int j = 0; j < k.length; j++) {
        if (known.contains(k[j])) {
          kn.add(k[j]);
          av.add(a[base + j]);
        } else {
          extraNames.add(k[j]);
          extraValues.add(a[base + j]);
        }
      }
      a = av.toArray(new PyObject[0]);
      k = kn.toArray(new String[0]);
    }
    return Support.bind(fname, a, k, names, npos);
  }

  // ================================================================ encoding

  private static String dumpsWith(PyObject[] p, List<String> xn, List<PyObject> xv) {
    PyObject cls = p[5];
    if (!xn.isEmpty() && Support.isNone(cls)) {
      cls = ENCODER_TYPE;
    }
    if (!Support.isNone(cls)) {
      // cls(skipkeys=..., ..., **kw).encode(obj)
      List<PyObject> vals = new ArrayList<>(xv);
      List<String> names = new ArrayList<>(xn);
      for (int i = 1; i < DUMPS_KW.length; i++) {
        if (i == 5 || p[i] == null) {
          continue;
        }
        names.add(DUMPS_KW[i]);
        vals.add(p[i]);
      }
      PyObject enc = cls.call(vals.toArray(new PyObject[0]), names.toArray(new String[0]));
      PyObject r = Ops.getattr(enc, "encode").call(new PyObject[] {p[0]}, null);
      return Ops.strValue(r, "encode() must return str");
    }
    Encoder e = new Encoder();
    e.skipkeys = truth(p[1], false);
    e.ensureAscii = truth(p[2], true);
    e.checkCircular = truth(p[3], true);
    e.allowNan = truth(p[4], true);
    e.setIndent(p[6]);
    e.setSeparators(p[7]);
    e.defaultFn = Support.isNone(p[8]) ? null : p[8];
    e.sortKeys = truth(p[9], false);
    return e.encode(p[0]);
  }

  private static boolean truth(PyObject o, boolean dflt) {
    return o == null ? dflt : Ops.truthy(o);
  }

  /** The encoder state of one dumps call. */
  @dev.krait.python.objects.NotWalked("lives during one dumps; what it encodes is the caller's")
  static final class Encoder {
    private static final int OPEN_SCAN = 32;
    boolean skipkeys;
    boolean ensureAscii = true;
    boolean checkCircular = true;
    boolean allowNan = true;
    boolean sortKeys;
    String indent;
    String itemSep = ", ";
    String keySep = ": ";
    PyObject defaultFn;
    private final StringBuilder sb = new StringBuilder();
    /** iterencode(): the chunks CPython's pure-Python _make_iterencode yields, else null. */
    List<String> chunks;
    /**
     * The containers (and default() inputs) being encoded, outermost first: the circular-reference
     * check scans them, since nesting is shallow in practice; past {@code OPEN_SCAN} levels the
     * rest go to an identity map, so a deep document does not make each check linear.
     */
    private final PyObject[] open = new PyObject[OPEN_SCAN];
    private int depth;
    private final IdentityHashMap<PyObject, Boolean> deepMarkers = new IdentityHashMap<>();
    private long charged = 65536;
    private final ResourceMeter meter = ResourceMeter.current();

    void setIndent(PyObject ind) {
      if (Support.isNone(ind)) {
        indent = null;
        return;
      }
      if (ind instanceof PyStr s) {
        indent = s.value();
      } else if (ind instanceof PyInt) {
        long n = Support.toLong(ind);
        meter.allocateString(Math.max(n, 0));
        indent = " ".repeat((int) Math.max(0, Math.min(n, Integer.MAX_VALUE)));
      } else {
        throw Errors.typeError("can't multiply sequence by non-int of type '" + ind.type().name() + "'");
      }
      itemSep = ",";
    }

    void setSeparators(PyObject seps) {
      if (Support.isNone(seps)) {
        return;
      }
      PyObject[] pair = Ops.toArray(seps);
      if (pair.length != 2) {
        throw Errors.valueError(pair.length > 2 ? "too many values to unpack (expected 2)"
            : "not enough values to unpack (expected 2, got " + pair.length + ")");
      }
      itemSep = Ops.strValue(pair[0], "make_encoder() argument 6 must be str, not " + pair[0].type().name());
      keySep = Ops.strValue(pair[1], "make_encoder() argument 5 must be str, not " + pair[1].type().name());
    }

    String encode(PyObject o) {
      encodeValue(o, 0);
      meter.allocateString(sb.length());
      return sb.toString();
    }

    /** The chunks of iterencode(o) (computed eagerly; default() runs before the first is taken). */
    List<String> iterencode(PyObject o) {
      chunks = new ArrayList<>();
      encodeValue(o, 0);
      cut();
      return chunks;
    }

    /** Ends the current chunk where CPython's generator yields. */
    private void cut() {
      if (chunks != null && sb.length() > 0) {
        meter.allocateSlots(1);
        chunks.add(sb.toString());
        sb.setLength(0);
      }
    }

    /** Charges the whole output buffer each time it doubles, so an output beyond the limit fails early. */
    private void charge() {
      if (sb.length() > charged) {
        meter.allocateString(sb.length());
        charged = Math.max(65536, sb.length() * 2L);
      }
    }

    private void newline(int level) {
      sb.append('\n');
      for (int i = 0; i < level; i++) {
        sb.append(indent);
      }
    }

    private void encodeValue(PyObject o, int level) {
      meter.tick();
      charge();
      if (o instanceof PyStr s) {
        encodeString(sb, s.value(), ensureAscii);
      } else if (o == PyNone.NONE) {
        sb.append("null");
      } else if (o == PyBool.TRUE) {
        sb.append("true");
      } else if (o == PyBool.FALSE) {
        sb.append("false");
      } else if (o instanceof PyInt i) {
        if (i.fitsLong()) {
          sb.append(i.longValue()); // int.__repr__, as CPython's encoder uses for int subclasses too
        } else {
          sb.append(intRepr(i));
        }
      } else if (o instanceof PyFloat f) {
        sb.append(floatStr(f));
      } else if (o instanceof PyList || o instanceof PyTuple) {
        encodeList(o, level);
      } else if (o instanceof PyDict d) {
        encodeDict(d, level);
      } else {
        mark(o);
        PyObject replacement;
        if (defaultFn == null) {
          throw Errors.typeError("Object of type " + Ops.strValue(Ops.getattr(o.type(), "__name__"), "__name__")
              + " is not JSON serializable");
        }
        replacement = Support.call1(defaultFn, o);
        meter.enterNative("while encoding a JSON object");
        try {
          encodeValue(replacement, level);
        } finally {
          meter.leaveNative();
        }
        unmark(o);
      }
    }

    /** Enters {@code o} for the circular-reference check (CPython's markers dict). */
    private void mark(PyObject o) {
      if (!checkCircular) {
        return;
      }
      int n = Math.min(depth, OPEN_SCAN);
      for (int i = 0; i < n; i++) {
        if (open[i] == o) {
          throw Errors.valueError("Circular reference detected");
        }
      }
      if (depth < OPEN_SCAN) {
        open[depth] = o;
      } else if (deepMarkers.put(o, Boolean.TRUE) != null) {
        throw Errors.valueError("Circular reference detected");
      }
      depth++;
    }

    private void unmark(PyObject o) {
      if (!checkCircular) {
        return;
      }
      depth--;
      if (depth < OPEN_SCAN) {
        open[depth] = null;
      } else {
        deepMarkers.remove(o);
      }
    }

    private static boolean isScalar(PyObject o) {
      return o instanceof PyStr || o == PyNone.NONE || o instanceof PyInt || o instanceof PyFloat;
    }

    private String floatStr(PyFloat f) {
      double v = f.value();
      if (Double.isNaN(v) || Double.isInfinite(v)) {
        if (!allowNan) {
          throw Errors.valueError("Out of range float values are not JSON compliant");
        }
        return Double.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
      }
      return PyFloat.reprOf(v); // float.__repr__, as CPython's encoder uses for float subclasses too
    }

    private void enter(PyObject container) {
      mark(container);
      meter.enterNative("while encoding a JSON object");
    }

    private void leave(PyObject container) {
      meter.leaveNative();
      unmark(container);
    }

    /** A list is read live, item by item, as CPython's encoder does (a default() may change it). */
    private void encodeList(PyObject o, int level) {
      PyList list = o instanceof PyList l ? l : null;
      PyTuple tuple = list == null ? (PyTuple) o : null;
      if ((list != null ? list.size() : tuple.size()) == 0) {
        sb.append("[]");
        return;
      }
      enter(o);
      try {
        sb.append('[');
        int inner = level + 1;
        if (indent != null) {
          newline(inner);
        }
        for (int i = 0; i < (list != null ? list.size() : tuple.size()); i++) {
          PyObject item = list != null ? list.get(i) : tuple.get(i);
          if (i > 0) {
            sb.append(itemSep);
            if (indent != null) {
              newline(inner);
            }
          }
          if (!isScalar(item)) {
            cut();
          }
          encodeValue(item, inner);
          cut();
        }
        if (indent != null) {
          newline(level);
          cut();
        }
        sb.append(']');
        cut();
      } finally {
        leave(o);
      }
    }

    /** A dict is encoded from a snapshot of its items, as CPython's encoder lists them first. */
    private void encodeDict(PyDict d, int level) {
      if (d.size() == 0) {
        sb.append("{}");
        return;
      }
      PyObject[] items = d.itemsFlat();
      enter(d);
      try {
        if (sortKeys) {
          items = sortedByKey(items);
        }
        sb.append('{');
        cut();
        int inner = level + 1;
        if (indent != null) {
          newline(inner);
          cut();
        }
        boolean first = true;
        for (int i = 0; i < items.length; i += 2) {
          String key = keyString(items[i]);
          if (key == null) {
            continue;
          }
          if (!first) {
            sb.append(itemSep);
            if (indent != null) {
              newline(inner);
            }
            cut();
          }
          first = false;
          encodeString(sb, key, ensureAscii);
          cut();
          sb.append(keySep);
          cut();
          encodeValue(items[i + 1], inner);
          cut();
        }
        if (indent != null) {
          newline(level);
          cut();
        }
        sb.append('}');
        cut();
      } finally {
        leave(d);
      }
    }

    /** Flat key/value pairs in key order (sorted as a list of (key, value) tuples by key). */
    private static PyObject[] sortedByKey(PyObject[] items) {
      int n = items.length / 2;
      PyObject[] keys = new PyObject[n];
      PyObject[] pairs = new PyObject[n];
      for (int i = 0; i < n; i++) {
        keys[i] = items[2 * i];
        pairs[i] = PyTuple.of(items[2 * i], items[2 * i + 1]);
      }
      Support.sort(pairs, keys, false);
      PyObject[] out = new PyObject[items.length];
      for (int i = 0; i < n; i++) {
        out[2 * i] = ((PyTuple) pairs[i]).get(0);
        out[2 * i + 1] = ((PyTuple) pairs[i]).get(1);
      }
      return out;
    }

    /** The JSON key for a dict key, or null to skip it (skipkeys). */
    private String keyString(PyObject k) {
      if (k instanceof PyStr s) {
        return s.value();
      }
      if (k instanceof PyFloat f) {
        return floatStr(f);
      }
      if (k == PyBool.TRUE) {
        return "true";
      }
      if (k == PyBool.FALSE) {
        return "false";
      }
      if (k == PyNone.NONE) {
        return "null";
      }
      if (k instanceof PyInt) {
        return intRepr(k);
      }
      if (skipkeys) {
        return null;
      }
      throw Errors.typeError("keys must be str, int, float, bool or None, not " + k.type().name());
    }
  }

  /** int.__repr__ of an int or an int subclass (CPython's encoder bypasses a subclass's __repr__). */
  private static String intRepr(PyObject o) {
    return ((PyInt) o).toDecimalString();
  }

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** Appends s as a JSON string literal, CPython's way. */
  static void encodeString(StringBuilder sb, String s, boolean ascii) {
    sb.append('"');
    int n = s.length();
    int run = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c != '"' && c != '\\' && (c <= 0x7e || !ascii)) {
        continue; // plain characters are copied a run at a time
      }
      sb.append(s, run, i);
      run = i + 1;
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20 || (ascii && c > 0x7e)) {
            sb.append("\\u").append(HEX[(c >> 12) & 15]).append(HEX[(c >> 8) & 15]).append(HEX[(c >> 4) & 15])
                .append(HEX[c & 15]);
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append(s, run, n);
    sb.append('"');
  }

  // ---------------------------------------------------------------- JSONEncoder

  /** An instance of JSONEncoder or a user subclass of it. */
  static final class EncoderObject extends ClassInstance {

    EncoderObject(PyType type) {
      super(type);
    }
  }

  private static final String[] ENCODER_INIT = {"skipkeys", "ensure_ascii", "check_circular", "allow_nan",
      "sort_keys", "indent", "separators", "default"};

  private static void installEncoder(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new EncoderObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("JSONEncoder", a, k, ENCODER_INIT, 0);
      PyDict d = a[0].instanceDict();
      d.setItem(PyStr.of("skipkeys"), PyBool.of(truth(p[0], false)));
      d.setItem(PyStr.of("ensure_ascii"), PyBool.of(truth(p[1], true)));
      d.setItem(PyStr.of("check_circular"), PyBool.of(truth(p[2], true)));
      d.setItem(PyStr.of("allow_nan"), PyBool.of(truth(p[3], true)));
      d.setItem(PyStr.of("sort_keys"), PyBool.of(truth(p[4], false)));
      d.setItem(PyStr.of("indent"), p[5] == null ? PyNone.NONE : p[5]);
      if (p[6] != null && !Support.isNone(p[6])) {
        PyObject[] sep = Ops.toArray(p[6]);
        d.setItem(PyStr.of("item_separator"), sep[0]);
        d.setItem(PyStr.of("key_separator"), sep[1]);
      } else {
        d.setItem(PyStr.of("item_separator"), PyStr.of(Support.isNone(p[5]) ? ", " : ","));
        d.setItem(PyStr.of("key_separator"), PyStr.of(": "));
      }
      if (p[7] != null && !Support.isNone(p[7])) {
        d.setItem(PyStr.of("default"), p[7]);
      }
      return PyNone.NONE;
    });
    t.defineMethod("default", (a, k) -> {
      throw Errors.typeError("Object of type " + Ops.strValue(Ops.getattr(a[1].type(), "__name__"), "__name__")
          + " is not JSON serializable");
    });
    t.defineMethod("iterencode", (a, k) -> {
      PyObject[] p = Support.bindMethod("iterencode", a, k, new String[] {"o", "_one_shot"}, 1);
      List<String> chunks = configured(a[0]).iterencode(p[0]);
      List<PyObject> out = new ArrayList<>(chunks.size());
      for (String c : chunks) {
        out.add(PyStr.of(c));
      }
      return Ops.iter(Support.list(out));
    });
    t.defineMethod("encode", (a, k) -> {
      Args.exact("encode", a, k, 2);
      return PyStr.of(configured(a[0]).encode(a[1]));
    });
  }

  /** An Encoder with the options of a JSONEncoder instance (read as attributes, so subclasses may set them). */
  private static Encoder configured(PyObject self) {
    {
      Encoder e = new Encoder();
      e.skipkeys = Ops.truthy(Ops.getattr(self, "skipkeys"));
      e.ensureAscii = Ops.truthy(Ops.getattr(self, "ensure_ascii"));
      e.checkCircular = Ops.truthy(Ops.getattr(self, "check_circular"));
      e.allowNan = Ops.truthy(Ops.getattr(self, "allow_nan"));
      e.sortKeys = Ops.truthy(Ops.getattr(self, "sort_keys"));
      e.setIndent(Ops.getattr(self, "indent"));
      e.itemSep = Ops.str(Ops.getattr(self, "item_separator"));
      e.keySep = Ops.str(Ops.getattr(self, "key_separator"));
      e.defaultFn = Ops.getattr(self, "default");
      return e;
    }
  }

  // ================================================================ decoding

  private static PyType newDecodeErrorType() {
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("json.decoder"));
    ns.put("__qualname__", PyStr.of("JSONDecodeError"));
    ns.put("__init__", PyBuiltinFunction.method("JSONDecodeError", "__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("JSONDecodeError", a, k, new String[] {"msg", "doc", "pos"}, 3);
      String doc = Ops.strValue(p[1], "doc must be str");
      int pos = Support.toInt(p[2]);
      fillDecodeError((PyBaseException) a[0], Ops.str(p[0]), doc, pos, false);
      return PyNone.NONE;
    }));
    return PyType.newClass(PyType.TYPE, "JSONDecodeError", new PyType[] {ExceptionTypes.VALUE_ERROR}, ns);
  }

  private static final String[] DECODER_INIT = {"object_hook", "parse_float", "parse_int", "parse_constant",
      "strict", "object_pairs_hook"};

  /** The default parse_constant: CPython's {@code _CONSTANTS.__getitem__}. */
  private static final PyBuiltinFunction CONSTANTS = PyBuiltinFunction.function("__getitem__", (a, k) -> {
    Args.exact("__getitem__", a, k, 1);
    String name = a[0] instanceof PyStr str ? str.value() : "";
    return switch (name) {
      case "NaN" -> PyFloat.of(Double.NaN);
      case "Infinity" -> PyFloat.of(Double.POSITIVE_INFINITY);
      case "-Infinity" -> PyFloat.of(Double.NEGATIVE_INFINITY);
      default -> throw new PyError(new PyBaseException(ExceptionTypes.KEY_ERROR, PyTuple.of(a[0])));
    };
  });

  /**
   * {@code json.JSONDecoder}: a regular class made per module instance (its methods raise this
   * execution's JSONDecodeError), options kept as instance attributes so a subclass may set them
   * before or after {@code super().__init__}.
   */
  private static PyType newDecoderType(PyType errorType) {
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("json.decoder"));
    ns.put("__qualname__", PyStr.of("JSONDecoder"));
    ns.put("__init__", PyBuiltinFunction.method("JSONDecoder", "__init__", (a, k) -> {
      int given = a.length - Support.kwCount(k);
      if (given > 1) {
        throw Errors.typeError("JSONDecoder.__init__() takes 1 positional argument but " + given
            + " were given");
      }
      PyObject[] p = Support.bindMethod("__init__", a, k, DECODER_INIT, 0);
      PyObject self = a[0];
      Ops.setattr(self, "object_hook", p[0] == null ? PyNone.NONE : p[0]);
      Ops.setattr(self, "parse_float", p[1] == null || !Ops.truthy(p[1]) ? PyFloat.TYPE : p[1]);
      Ops.setattr(self, "parse_int", p[2] == null || !Ops.truthy(p[2]) ? PyInt.TYPE : p[2]);
      Ops.setattr(self, "parse_constant", p[3] == null || !Ops.truthy(p[3]) ? CONSTANTS : p[3]);
      Ops.setattr(self, "strict", p[4] == null ? PyBool.TRUE : p[4]);
      Ops.setattr(self, "object_pairs_hook", p[5] == null ? PyNone.NONE : p[5]);
      return PyNone.NONE;
    }));
    ns.put("decode", PyBuiltinFunction.method("JSONDecoder", "decode", (a, k) -> {
      PyObject[] p = Support.bindMethod("decode", a, k, new String[] {"s", "_w"}, 1);
      Decoder d = decoderFor(a[0], p[0], errorType);
      return d.decodeDocument(false);
    }));
    ns.put("raw_decode", PyBuiltinFunction.method("JSONDecoder", "raw_decode", (a, k) -> {
      PyObject[] p = Support.bindMethod("raw_decode", a, k, new String[] {"s", "idx"}, 1);
      Decoder d = decoderFor(a[0], p[0], errorType);
      String text = d.s;
      long idx = p[1] == null ? 0 : Support.toLong(p[1]);
      int cps = text.codePointCount(0, text.length());
      if (idx < 0) {
        throw Errors.valueError("idx cannot be negative");
      }
      if (idx > cps) {
        PyBaseException exc = new PyBaseException(errorType, PyTuple.EMPTY);
        fillDecodeError(exc, "Expecting value", text, (int) Math.min(idx, Integer.MAX_VALUE), false);
        throw new PyError(exc);
      }
      int j = text.offsetByCodePoints(0, (int) idx);
      int[] end = new int[1];
      PyObject v = d.rawValue(j, end);
      return PyTuple.of(v, PyInt.of(text.codePointCount(0, end[0])));
    }));
    return PyType.newClass(PyType.TYPE, "JSONDecoder", new PyType[] {PyType.OBJECT}, ns);
  }

  private static Decoder decoderFor(PyObject self, PyObject s, PyType errorType) {
    if (!(s instanceof PyStr str)) {
      throw Errors.typeError("expected string or buffer");
    }
    Decoder d = new Decoder(str.value(), errorType);
    d.objectHook = nullIfNone(Ops.getattr(self, "object_hook"));
    PyObject pf = Ops.getattr(self, "parse_float");
    d.parseFloat = pf == PyFloat.TYPE ? null : pf;
    PyObject pi = Ops.getattr(self, "parse_int");
    d.parseInt = pi == PyInt.TYPE ? null : pi;
    PyObject pc = Ops.getattr(self, "parse_constant");
    d.parseConstant = pc == CONSTANTS ? null : pc;
    d.strict = Ops.truthy(Ops.getattr(self, "strict"));
    d.pairsHook = nullIfNone(Ops.getattr(self, "object_pairs_hook"));
    return d;
  }

  /** Sets msg/doc/pos/lineno/colno and args of a JSONDecodeError; pos in Java chars when javaPos. */
  private static void fillDecodeError(PyBaseException exc, String msg, String doc, int pos, boolean javaPos) {
    int cpPos = javaPos ? doc.codePointCount(0, Math.min(pos, doc.length())) : pos;
    int jPos = javaPos ? pos : doc.offsetByCodePoints(0, Math.min(pos, doc.codePointCount(0, doc.length())));
    int lineno = 1;
    int lastNl = -1;
    for (int i = 0; i < jPos && i < doc.length(); i++) {
      if (doc.charAt(i) == '\n') {
        lineno++;
        lastNl = i;
      }
    }
    int colno = lastNl < 0 ? cpPos + 1 : cpPos - doc.codePointCount(0, lastNl);
    String errmsg = msg + ": line " + lineno + " column " + colno + " (char " + cpPos + ")";
    exc.setArgs(PyTuple.of(PyStr.of(errmsg)));
    PyDict d = exc.instanceDict();
    d.setItem(PyStr.of("msg"), PyStr.of(msg));
    d.setItem(PyStr.of("doc"), PyStr.of(doc));
    d.setItem(PyStr.of("pos"), PyInt.of(cpPos));
    d.setItem(PyStr.of("lineno"), PyInt.of(lineno));
    d.setItem(PyStr.of("colno"), PyInt.of(colno));
  }

  private static PyObject loadsWith(PyType errorType, PyType decoderType, PyObject[] p, List<String> xn,
      List<PyObject> xv) {
    if (!xn.isEmpty() && Support.isNone(p[1])) {
      p[1] = decoderType;
    }
    PyObject s = p[0];
    String text;
    if (s instanceof PyStr str) {
      text = str.value();
    } else {
      String tn = s.type().name();
      if (s.type().isSubtypeOf(bytesLike(s))) {
        PyObject decoded = Ops.getattr(s, "decode").call(new PyObject[] {PyStr.of("utf-8")}, null);
        text = ((PyStr) decoded).value();
        if (text.startsWith("\ufeff")) {
          text = text.substring(1);
        }
      } else {
        throw Errors.typeError("the JSON object must be str, bytes or bytearray, not " + tn);
      }
    }
    if (!Support.isNone(p[1])) {
      List<PyObject> vals = new ArrayList<>(xv);
      List<String> names = new ArrayList<>(xn);
      for (int i = 2; i < LOADS_KW.length; i++) {
        if (p[i] != null) {
          names.add(LOADS_KW[i]);
          vals.add(p[i]);
        }
      }
      PyObject dec = p[1].call(vals.toArray(new PyObject[0]), names.toArray(new String[0]));
      return Ops.getattr(dec, "decode").call(new PyObject[] {PyStr.of(text)}, null);
    }
    Decoder d = new Decoder(text, errorType);
    d.objectHook = nullIfNone(p[2]);
    d.parseFloat = nullIfNone(p[3]);
    d.parseInt = nullIfNone(p[4]);
    d.parseConstant = nullIfNone(p[5]);
    d.pairsHook = nullIfNone(p[6]);
    d.strict = p[7] == null || Ops.truthy(p[7]);
    return d.decodeDocument(true);
  }

  /** The type of s when it is bytes or bytearray (by its builtin base name), else str's type (never matches). */
  private static PyType bytesLike(PyObject s) {
    for (PyType t : s.type().mroArray()) {
      if (t.isBuiltin() && (t.name().equals("bytes") || t.name().equals("bytearray"))) {
        return t;
      }
    }
    return PyStr.TYPE;
  }

  private static PyObject nullIfNone(PyObject o) {
    return Support.isNone(o) ? null : o;
  }

  /**
   * A recursive-descent JSON parser over a Java string, CPython's scanner semantics. It scans a
   * char array copy of the text (no per-character coder checks), builds containers from one
   * scratch stack of parsed items (so a dict or list is made once at its final size, with no
   * pair arrays), and memoizes object keys by their chars, so the keys repeated in every record
   * are one str each and cost no substring after the first.
   */
  @dev.krait.python.objects.NotWalked("lives during one loads; what it builds is held by its frames")
  static final class Decoder {
    private final String s;
    private final char[] buf;
    private final PyType errorType;
    private final ResourceMeter meter = ResourceMeter.current();
    PyObject objectHook;
    PyObject pairsHook;
    PyObject parseFloat;
    PyObject parseInt;
    PyObject parseConstant;
    boolean strict = true;
    /** Items of the containers being parsed, innermost last (a dict's as key, value, key, value). */
    private PyObject[] stack = new PyObject[64];
    private int top;
    /** Open-addressing memo of keys, by String.hashCode of their chars. */
    private PyStr[] memo = new PyStr[64];
    private int[] memoHashes = new int[64];
    private int memoCount;

    Decoder(String s, PyType errorType) {
      this.s = s;
      this.errorType = errorType;
      meter.requireFits(2L * s.length());
      this.buf = s.toCharArray();
    }

    PyError error(String msg, int pos) {
      PyBaseException exc = new PyBaseException(errorType, PyTuple.EMPTY);
      fillDecodeError(exc, msg, s, pos, true);
      return new PyError(exc);
    }

    /** raw_decode: the value starting exactly at Java index i (no leading whitespace skipped). */
    PyObject rawValue(int i, int[] end) {
      if (i > s.length()) {
        throw error("Expecting value", i);
      }
      return value(i, end);
    }

    PyObject decodeDocument(boolean bomCheck) {
      if (bomCheck && !s.isEmpty() && s.charAt(0) == '\ufeff') {
        throw error("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
      }
      meter.tick(s.length() / 16);
      int i = skipWs(0);
      int[] end = new int[1];
      PyObject v = value(i, end);
      int j = skipWs(end[0]);
      if (j != s.length()) {
        throw error("Extra data", j);
      }
      return v;
    }

    private int skipWs(int i) {
      char[] b = buf;
      while (i < b.length) {
        char c = b[i];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
          break;
        }
        i++;
      }
      return i;
    }

    /** Parses a value starting exactly at i; end[0] receives the index after it. */
    private PyObject value(int i, int[] end) {
      meter.tick();
      if (i >= buf.length) {
        throw error("Expecting value", i);
      }
      char c = buf[i];
      switch (c) {
        case '"':
          return PyStr.of(string(i + 1, end));
        case '{':
          return object(i + 1, end);
        case '[':
          return array(i + 1, end);
        case 'n':
          if (s.startsWith("null", i)) {
            end[0] = i + 4;
            return PyNone.NONE;
          }
          break;
        case 't':
          if (s.startsWith("true", i)) {
            end[0] = i + 4;
            return PyBool.TRUE;
          }
          break;
        case 'f':
          if (s.startsWith("false", i)) {
            end[0] = i + 5;
            return PyBool.FALSE;
          }
          break;
        case 'N':
          if (s.startsWith("NaN", i)) {
            end[0] = i + 3;
            return constant("NaN", Double.NaN);
          }
          break;
        case 'I':
          if (s.startsWith("Infinity", i)) {
            end[0] = i + 8;
            return constant("Infinity", Double.POSITIVE_INFINITY);
          }
          break;
        case '-':
          if (s.startsWith("-Infinity", i)) {
            end[0] = i + 9;
            return constant("-Infinity", Double.NEGATIVE_INFINITY);
          }
          break;
        default:
          break;
      }
      if (c == '-' || (c >= '0' && c <= '9')) {
        PyObject n = number(i, end);
        if (n != null) {
          return n;
        }
      }
      throw error("Expecting value", i);
    }

    private PyObject constant(String name, double v) {
      if (parseConstant != null) {
        return Support.call1(parseConstant, PyStr.of(name));
      }
      return PyFloat.of(v);
    }

    private PyObject number(int start, int[] end) {
      char[] b = buf;
      int i = start;
      int n = b.length;
      if (i < n && b[i] == '-') {
        i++;
      }
      if (i >= n) {
        return null;
      }
      char c = b[i];
      if (c == '0') {
        i++;
      } else if (c >= '1' && c <= '9') {
        while (i < n && isDigit(b[i])) {
          i++;
        }
      } else {
        return null;
      }
      int intEnd = i;
      boolean isFloat = false;
      if (i + 1 < n && b[i] == '.' && isDigit(b[i + 1])) {
        i += 2;
        while (i < n && isDigit(b[i])) {
          i++;
        }
        isFloat = true;
      }
      if (i < n && (b[i] == 'e' || b[i] == 'E')) {
        int j = i + 1;
        if (j < n && (b[j] == '+' || b[j] == '-')) {
          j++;
        }
        if (j < n && isDigit(b[j])) {
          while (j < n && isDigit(b[j])) {
            j++;
          }
          i = j;
          isFloat = true;
        }
      }
      end[0] = i;
      if (isFloat && parseFloat == null) {
        double quick = quickDouble(start, i);
        if (quick == quick) {
          return PyFloat.of(quick);
        }
      }
      if (isFloat) {
        String text = new String(b, start, i - start);
        if (parseFloat != null) {
          return Support.call1(parseFloat, PyStr.of(text));
        }
        return PyFloat.of(Double.parseDouble(text));
      }
      if (parseInt == null && intEnd - start <= 18) {
        boolean negative = b[start] == '-';
        long v = 0;
        for (int j = negative ? start + 1 : start; j < intEnd; j++) {
          v = v * 10 + (b[j] - '0');
        }
        return PyInt.of(negative ? -v : v);
      }
      String text = new String(b, start, i - start);
      if (parseInt != null) {
        return Support.call1(parseInt, PyStr.of(text));
      }
      return PyInt.TYPE.call(new PyObject[] {PyStr.of(text)}, null);
    }

    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
        1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * The number {@code buf[from, to)} (a valid JSON float) when its digits form an integer below
     * 2^53 and its decimal exponent is within 22: then m / 10^k (or m * 10^k) of two exact doubles
     * is the correctly rounded value, as a full parse gives. Otherwise NaN.
     */
    private double quickDouble(int from, int to) {
      char[] b = buf;
      int i = from;
      boolean negative = b[i] == '-';
      if (negative) {
        i++;
      }
      long m = 0;
      int digits = 0;
      int scale = 0;
      boolean fraction = false;
      for (; i < to; i++) {
        char c = b[i];
        if (c == '.') {
          fraction = true;
        } else if (c >= '0' && c <= '9') {
          if (++digits > 15) {
            return Double.NaN;
          }
          m = m * 10 + (c - '0');
          if (fraction) {
            scale--;
          }
        } else {
          break; // an exponent: leave it to the full parse
        }
      }
      if (i < to || scale < -22) {
        return Double.NaN;
      }
      double v = scale == 0 ? (double) m : m / POW10[-scale];
      return negative ? -v : v;
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    /** Parses a string body starting after the opening quote at i-1. */
    private String string(int i, int[] end) {
      char[] b = buf;
      int begin = i - 1;
      int n = b.length;
      StringBuilder sb = null;
      int chunk = i;
      while (true) {
        if (i >= n) {
          throw error("Unterminated string starting at", begin);
        }
        char c = b[i];
        if (c == '"') {
          String out;
          if (sb == null) {
            out = s.substring(chunk, i); // copies the compact form when the text is Latin-1
          } else {
            sb.append(b, chunk, i - chunk);
            out = sb.toString();
          }
          end[0] = i + 1;
          return out;
        }
        if (c == '\\') {
          if (sb == null) {
            sb = new StringBuilder();
          }
          sb.append(b, chunk, i - chunk);
          i++;
          if (i >= n) {
            throw error("Unterminated string starting at", begin);
          }
          char e = b[i];
          switch (e) {
            case '"' -> sb.append('"');
            case '\\' -> sb.append('\\');
            case '/' -> sb.append('/');
            case 'b' -> sb.append('\b');
            case 'f' -> sb.append('\f');
            case 'n' -> sb.append('\n');
            case 'r' -> sb.append('\r');
            case 't' -> sb.append('\t');
            case 'u' -> {
              int cp = hex4(i + 1);
              if (cp < 0) {
                throw error("Invalid \\uXXXX escape", i);
              }
              sb.append((char) cp);
              i += 4;
            }
            default -> throw error("Invalid \\escape", i - 1);
          }
          i++;
          chunk = i;
          continue;
        }
        if (c < 0x20 && strict) {
          throw error("Invalid control character at", i);
        }
        i++;
      }
    }

    private int hex4(int i) {
      if (i + 4 > buf.length) {
        return -1;
      }
      int v = 0;
      for (int j = i; j < i + 4; j++) {
        int d = Character.digit(buf[j], 16);
        if (d < 0 || buf[j] > 127) {
          return -1;
        }
        v = v * 16 + d;
      }
      return v;
    }

    /** An object key starting after its opening quote at i-1: the memoized str of its text. */
    private PyStr key(int i, int[] end) {
      char[] b = buf;
      int j = i;
      int h = 0;
      while (j < b.length) {
        char c = b[j];
        if (c == '"') {
          end[0] = j + 1;
          return memoized(h, i, j, null);
        }
        if (c == '\\' || c < 0x20) {
          break;
        }
        h = 31 * h + c;
        j++;
      }
      String text = string(i, end); // escapes, control characters and errors take the general path
      return memoized(text.hashCode(), 0, text.length(), text);
    }

    /** The memo's str for the chars {@code buf[from, to)} (or {@code text}, when given), added if new. */
    private PyStr memoized(int h, int from, int to, String text) {
      int mask = memo.length - 1;
      int len = to - from;
      for (int slot = h & mask; ; slot = (slot + 1) & mask) {
        PyStr k = memo[slot];
        if (k == null) {
          PyStr made = PyStr.of(text != null ? text : new String(buf, from, len));
          memo[slot] = made;
          memoHashes[slot] = h;
          if (++memoCount * 2 > memo.length) {
            growMemo();
          }
          return made;
        }
        if (memoHashes[slot] == h && sameChars(k.value(), from, len, text)) {
          return k;
        }
      }
    }

    private boolean sameChars(String k, int from, int len, String text) {
      if (text != null) {
        return k.equals(text);
      }
      return k.length() == len && s.regionMatches(from, k, 0, len);
    }

    private void growMemo() {
      PyStr[] old = memo;
      int[] oldHashes = memoHashes;
      meter.allocate(12L * 2 * old.length);
      memo = new PyStr[old.length * 2];
      memoHashes = new int[old.length * 2];
      int mask = memo.length - 1;
      for (int i = 0; i < old.length; i++) {
        if (old[i] != null) {
          int slot = oldHashes[i] & mask;
          while (memo[slot] != null) {
            slot = (slot + 1) & mask;
          }
          memo[slot] = old[i];
          memoHashes[slot] = oldHashes[i];
        }
      }
    }

    private void push(PyObject o) {
      if (top == stack.length) {
        meter.requireFits(16L * stack.length);
        stack = java.util.Arrays.copyOf(stack, stack.length * 2);
      }
      stack[top++] = o;
    }

    /** The items pushed since {@code base}, popped off the stack. */
    private PyObject[] popFrom(int base) {
      PyObject[] items = java.util.Arrays.copyOfRange(stack, base, top);
      top = base; // the stale slots above are overwritten later, and die with the decoder
      return items;
    }

    private PyObject object(int i, int[] end) {
      meter.enterNative("while decoding a JSON object from a unicode string");
      int base = top;
      try {
        i = skipWs(i);
        if (i < buf.length && buf[i] == '}') {
          end[0] = i + 1;
          return finishObject(base);
        }
        while (true) {
          if (i >= buf.length || buf[i] != '"') {
            throw error("Expecting property name enclosed in double quotes", i);
          }
          PyStr k = key(i + 1, end);
          i = skipWs(end[0]);
          if (i >= buf.length || buf[i] != ':') {
            throw error("Expecting ':' delimiter", i);
          }
          i = skipWs(i + 1);
          PyObject v = value(i, end);
          push(k);
          push(v);
          i = skipWs(end[0]);
          if (i < buf.length && buf[i] == '}') {
            end[0] = i + 1;
            return finishObject(base);
          }
          if (i >= buf.length || buf[i] != ',') {
            throw error("Expecting ',' delimiter", i);
          }
          i = skipWs(i + 1);
        }
      } finally {
        meter.leaveNative();
      }
    }

    private PyObject finishObject(int base) {
      int n = (top - base) / 2;
      if (pairsHook != null) {
        meter.allocateSlots(n * 3L);
        PyObject[] kv = popFrom(base);
        List<PyObject> tuples = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          tuples.add(PyTuple.of(kv[2 * i], kv[2 * i + 1]));
        }
        return Support.call1(pairsHook, Support.list(tuples));
      }
      PyDict d = new PyDict(n);
      PyObject[] st = stack;
      for (int i = base; i < top; i += 2) {
        d.setItem(st[i], st[i + 1]);
      }
      top = base;
      if (objectHook != null) {
        return Support.call1(objectHook, d);
      }
      return d;
    }

    private PyObject array(int i, int[] end) {
      meter.enterNative("while decoding a JSON array from a unicode string");
      int base = top;
      try {
        i = skipWs(i);
        if (i < buf.length && buf[i] == ']') {
          end[0] = i + 1;
          return new PyList();
        }
        while (true) {
          push(value(i, end));
          i = skipWs(end[0]);
          if (i < buf.length && buf[i] == ']') {
            end[0] = i + 1;
            meter.allocateSlots(top - base);
            return new PyList(popFrom(base));
          }
          if (i >= buf.length || buf[i] != ',') {
            throw error("Expecting ',' delimiter", i);
          }
          i = skipWs(i + 1);
        }
      } finally {
        meter.leaveNative();
      }
    }
  }
}
