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
    private final IdentityHashMap<PyObject, Boolean> markers = new IdentityHashMap<>();
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
      } else if (o instanceof PyInt) {
        sb.append(intRepr(o));
      } else if (o instanceof PyFloat f) {
        sb.append(floatStr(f));
      } else if (o instanceof PyList || o instanceof PyTuple) {
        encodeList(o, level);
      } else if (o instanceof PyDict d) {
        encodeDict(d, level);
      } else {
        if (checkCircular) {
          if (markers.containsKey(o)) {
            throw Errors.valueError("Circular reference detected");
          }
          markers.put(o, Boolean.TRUE);
        }
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
        if (checkCircular) {
          markers.remove(o);
        }
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
      return Ops.callMethodDescriptor(PyFloat.TYPE.lookup("__repr__"), f, new PyObject[0], null) instanceof PyStr s
          ? s.value() : Ops.repr(f);
    }

    private void enter(PyObject container) {
      if (checkCircular) {
        if (markers.containsKey(container)) {
          throw Errors.valueError("Circular reference detected");
        }
        markers.put(container, Boolean.TRUE);
      }
      meter.enterNative("while encoding a JSON object");
    }

    private void leave(PyObject container) {
      meter.leaveNative();
      if (checkCircular) {
        markers.remove(container);
      }
    }

    private void encodeList(PyObject o, int level) {
      PyObject[] items = o instanceof PyList l ? l.toArray() : ((PyTuple) o).toArray();
      if (items.length == 0) {
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
        for (int i = 0; i < items.length; i++) {
          if (i > 0) {
            sb.append(itemSep);
            if (indent != null) {
              newline(inner);
            }
          }
          if (!isScalar(items[i])) {
            cut();
          }
          encodeValue(items[i], inner);
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

    private void encodeDict(PyDict d, int level) {
      List<PyObject[]> items = Support.items(d);
      if (items.isEmpty()) {
        sb.append("{}");
        return;
      }
      enter(d);
      try {
        if (sortKeys) {
          PyObject[] keys = new PyObject[items.size()];
          PyObject[] pairs = new PyObject[items.size()];
          for (int i = 0; i < keys.length; i++) {
            keys[i] = items.get(i)[0];
            pairs[i] = PyTuple.of(items.get(i));
          }
          Support.sort(pairs, keys, false);
          items = new ArrayList<>();
          for (PyObject pr : pairs) {
            items.add(((PyTuple) pr).toArray());
          }
        }
        sb.append('{');
        cut();
        int inner = level + 1;
        if (indent != null) {
          newline(inner);
          cut();
        }
        boolean first = true;
        for (PyObject[] kv : items) {
          String key = keyString(kv[0]);
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
          encodeValue(kv[1], inner);
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

  private static String intRepr(PyObject o) {
    PyObject r = Ops.callMethodDescriptor(PyInt.TYPE.lookup("__repr__"), o, new PyObject[0], null);
    return ((PyStr) r).value();
  }

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** Appends s as a JSON string literal, CPython's way. */
  static void encodeString(StringBuilder sb, String s, boolean ascii) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
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
    sb.append('"');
  }

  // ---------------------------------------------------------------- JSONEncoder

  /** An instance of JSONEncoder or a user subclass of it. */
  static final class EncoderObject extends PyObject {
    private final PyType type;
    private final PyDict dict = new PyDict();

    EncoderObject(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(dict);
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

  /** A recursive-descent JSON parser over a Java string, CPython's scanner semantics. */
  @dev.krait.python.objects.NotWalked("lives during one loads; what it builds is held by its frames")
  static final class Decoder {
    private final String s;
    private final PyType errorType;
    private final ResourceMeter meter = ResourceMeter.current();
    PyObject objectHook;
    PyObject pairsHook;
    PyObject parseFloat;
    PyObject parseInt;
    PyObject parseConstant;
    boolean strict = true;
    private final Map<String, PyStr> keyMemo = new java.util.HashMap<>();

    Decoder(String s, PyType errorType) {
      this.s = s;
      this.errorType = errorType;
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
      while (i < s.length()) {
        char c = s.charAt(i);
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
      if (i >= s.length()) {
        throw error("Expecting value", i);
      }
      char c = s.charAt(i);
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
      int i = start;
      int n = s.length();
      if (i < n && s.charAt(i) == '-') {
        i++;
      }
      if (i >= n) {
        return null;
      }
      char c = s.charAt(i);
      if (c == '0') {
        i++;
      } else if (c >= '1' && c <= '9') {
        while (i < n && Character.isDigit(s.charAt(i)) && s.charAt(i) < 128) {
          i++;
        }
      } else {
        return null;
      }
      boolean isFloat = false;
      if (i + 1 < n && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
        i += 2;
        while (i < n && isDigit(s.charAt(i))) {
          i++;
        }
        isFloat = true;
      }
      if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
        int j = i + 1;
        if (j < n && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
          j++;
        }
        if (j < n && isDigit(s.charAt(j))) {
          while (j < n && isDigit(s.charAt(j))) {
            j++;
          }
          i = j;
          isFloat = true;
        }
      }
      end[0] = i;
      String text = s.substring(start, i);
      if (isFloat) {
        if (parseFloat != null) {
          return Support.call1(parseFloat, PyStr.of(text));
        }
        return PyFloat.of(Double.parseDouble(text));
      }
      if (parseInt != null) {
        return Support.call1(parseInt, PyStr.of(text));
      }
      if (text.length() <= 18) {
        return PyInt.of(Long.parseLong(text));
      }
      return PyInt.TYPE.call(new PyObject[] {PyStr.of(text)}, null);
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    /** Parses a string body starting after the opening quote at i-1. */
    private String string(int i, int[] end) {
      int begin = i - 1;
      int n = s.length();
      StringBuilder sb = null;
      int chunk = i;
      while (true) {
        if (i >= n) {
          throw error("Unterminated string starting at", begin);
        }
        char c = s.charAt(i);
        if (c == '"') {
          String out;
          if (sb == null) {
            out = s.substring(chunk, i);
          } else {
            sb.append(s, chunk, i);
            out = sb.toString();
          }
          end[0] = i + 1;
          return out;
        }
        if (c == '\\') {
          if (sb == null) {
            sb = new StringBuilder();
          }
          sb.append(s, chunk, i);
          i++;
          if (i >= n) {
            throw error("Unterminated string starting at", begin);
          }
          char e = s.charAt(i);
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
      if (i + 4 > s.length()) {
        return -1;
      }
      int v = 0;
      for (int j = i; j < i + 4; j++) {
        int d = Character.digit(s.charAt(j), 16);
        if (d < 0 || s.charAt(j) > 127) {
          return -1;
        }
        v = v * 16 + d;
      }
      return v;
    }

    private PyObject object(int i, int[] end) {
      meter.enterNative("while decoding a JSON object from a unicode string");
      try {
        List<PyObject[]> pairs = new ArrayList<>();
        i = skipWs(i);
        if (i < s.length() && s.charAt(i) == '}') {
          end[0] = i + 1;
          return finishObject(pairs);
        }
        while (true) {
          if (i >= s.length() || s.charAt(i) != '"') {
            throw error("Expecting property name enclosed in double quotes", i);
          }
          String key = string(i + 1, end);
          i = skipWs(end[0]);
          if (i >= s.length() || s.charAt(i) != ':') {
            throw error("Expecting ':' delimiter", i);
          }
          i = skipWs(i + 1);
          PyObject v = value(i, end);
          PyStr k = keyMemo.computeIfAbsent(key, PyStr::of);
          pairs.add(new PyObject[] {k, v});
          if ((pairs.size() & 255) == 0) {
            meter.allocateSlots(512);
          }
          i = skipWs(end[0]);
          if (i < s.length() && s.charAt(i) == '}') {
            end[0] = i + 1;
            return finishObject(pairs);
          }
          if (i >= s.length() || s.charAt(i) != ',') {
            throw error("Expecting ',' delimiter", i);
          }
          i = skipWs(i + 1);
        }
      } finally {
        meter.leaveNative();
      }
    }

    private PyObject finishObject(List<PyObject[]> pairs) {
      meter.allocateSlots(pairs.size() * 3L);
      if (pairsHook != null) {
        List<PyObject> tuples = new ArrayList<>(pairs.size());
        for (PyObject[] p : pairs) {
          tuples.add(PyTuple.of(p));
        }
        return Support.call1(pairsHook, Support.list(tuples));
      }
      PyDict d = new PyDict();
      for (PyObject[] p : pairs) {
        d.setItem(p[0], p[1]);
      }
      if (objectHook != null) {
        return Support.call1(objectHook, d);
      }
      return d;
    }

    private PyObject array(int i, int[] end) {
      meter.enterNative("while decoding a JSON array from a unicode string");
      try {
        PyList out = new PyList();
        i = skipWs(i);
        if (i < s.length() && s.charAt(i) == ']') {
          end[0] = i + 1;
          return out;
        }
        int count = 0;
        while (true) {
          PyObject v = value(i, end);
          out.append(v);
          if ((++count & 255) == 0) {
            meter.allocateSlots(256);
          }
          i = skipWs(end[0]);
          if (i < s.length() && s.charAt(i) == ']') {
            end[0] = i + 1;
            return out;
          }
          if (i >= s.length() || s.charAt(i) != ',') {
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
