/*
 * The pprint module: PrettyPrinter (indent, width, depth, stream, compact, sort_dicts,
 * underscore_numbers), pprint/pformat/pp, saferepr/isreadable/isrecursive, ported line for line
 * from CPython 3.11's pprint.py: the same _safe_repr, the same dispatch on type(obj).__repr__
 * (dict, list, tuple, set/frozenset, str, bytes, bytearray, mappingproxy, SimpleNamespace,
 * OrderedDict, defaultdict, Counter, ChainMap, deque) and dataclasses with a generated repr, so
 * the line breaking is byte-identical. Output without a stream goes to sys.stdout.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyComplex;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyMappingProxy;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNamespace;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.BuiltinsTable;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.VmAccess;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/** {@code import pprint}. */
public final class PprintModule {
  private PprintModule() {}

  public static final PyType PRETTY_PRINTER = PyType.builtin("PrettyPrinter", PyType.OBJECT,
      PprintModule::installPrinter);

  private static final String[] INIT_NAMES = {"indent", "width", "depth", "stream", "compact", "sort_dicts",
      "underscore_numbers"};

  public static PyModule create() {
    PyModule m = new PyModule("pprint");
    m.put("PrettyPrinter", PRETTY_PRINTER);
    m.put("__all__", Support.list(PyStr.of("pprint"), PyStr.of("pformat"), PyStr.of("isreadable"),
        PyStr.of("isrecursive"), PyStr.of("saferepr"), PyStr.of("PrettyPrinter"), PyStr.of("pp")));
    m.def("pprint", (a, k) -> {
      PyObject[] p = bindKw("pprint", a, k, 0,
          new String[] {"object", "stream", "indent", "width", "depth", "compact", "sort_dicts",
              "underscore_numbers"}, 5, 1);
      Printer pr = Printer.from(p[2], p[3], p[4], p[1], p[5], p[6], p[7]);
      pr.pprint(p[0]);
      return PyNone.NONE;
    });
    m.def("pformat", (a, k) -> {
      PyObject[] p = bindKw("pformat", a, k, 0,
          new String[] {"object", "indent", "width", "depth", "compact", "sort_dicts", "underscore_numbers"}, 4, 1);
      Printer pr = Printer.from(p[1], p[2], p[3], null, p[4], p[5], p[6]);
      return PyStr.of(pr.pformat(p[0]));
    });
    m.def("pp", (a, k) -> {
      PyObject[] p = bindKw("pp", a, k, 0,
          new String[] {"object", "stream", "indent", "width", "depth", "compact", "sort_dicts",
              "underscore_numbers"}, 5, 1);
      Printer pr = Printer.from(p[2], p[3], p[4], p[1], p[5], p[6] == null ? PyBool.FALSE : p[6], p[7]);
      pr.pprint(p[0]);
      return PyNone.NONE;
    });
    m.def("saferepr", (a, k) -> {
      PyObject[] p = bindKw("saferepr", a, k, 0, new String[] {"object"}, 1, 1);
      return PyStr.of(new Printer().safeRepr(p[0], new IdentityHashMap<>(), 0, 0).rep);
    });
    m.def("isreadable", (a, k) -> {
      PyObject[] p = bindKw("isreadable", a, k, 0, new String[] {"object"}, 1, 1);
      return PyBool.of(new Printer().safeRepr(p[0], new IdentityHashMap<>(), 0, 0).readable);
    });
    m.def("isrecursive", (a, k) -> {
      PyObject[] p = bindKw("isrecursive", a, k, 0, new String[] {"object"}, 1, 1);
      return PyBool.of(new Printer().safeRepr(p[0], new IdentityHashMap<>(), 0, 0).recursive);
    });
    return m;
  }

  /**
   * Binds a Python-level signature: the first {@code maxPos} names are positional-or-keyword,
   * the rest keyword-only; the first {@code required} are required.
   */
  static PyObject[] bindKw(String fname, PyObject[] a, String[] k, int skip, String[] names, int maxPos,
      int required) {
    int nkw = Support.kwCount(k);
    int npos = a.length - nkw - skip;
    if (npos > maxPos) {
      String takes = required == maxPos ? String.valueOf(maxPos + skip)
          : "from " + (required + skip) + " to " + (maxPos + skip);
      throw Errors.typeError(fname + "() takes " + takes + " positional argument" + (maxPos + skip == 1 ? "" : "s")
          + " but " + (npos + skip) + (npos + skip == 1 ? " was" : " were") + " given");
    }
    PyObject[] out = new PyObject[names.length];
    System.arraycopy(a, skip, out, 0, npos);
    for (int i = 0; i < nkw; i++) {
      int idx = -1;
      for (int j = 0; j < names.length; j++) {
        if (names[j].equals(k[i])) {
          idx = j;
          break;
        }
      }
      if (idx < 0) {
        throw Errors.typeError(fname + "() got an unexpected keyword argument '" + k[i] + "'");
      }
      if (out[idx] != null) {
        throw Errors.typeError(fname + "() got multiple values for argument '" + k[i] + "'");
      }
      out[idx] = a[a.length - nkw + i];
    }
    for (int i = 0; i < required; i++) {
      if (out[i] == null) {
        throw Errors.typeError(fname + "() missing 1 required positional argument: '" + names[i] + "'");
      }
    }
    return out;
  }

  // ================================================================ the PrettyPrinter object

  static final class PrinterObject extends ClassInstance {
    Printer printer = new Printer();

    PrinterObject(PyType type) {
      super(type);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(printer);
    }
  }

  private static Printer printerOf(PyObject o, String method) {
    if (o instanceof PrinterObject po) {
      return po.printer;
    }
    throw Errors.typeError("descriptor '" + method + "' requires a 'PrettyPrinter' object but received a '"
        + o.type().name() + "'");
  }

  private static void installPrinter(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PrinterObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = bindKw("PrettyPrinter.__init__", a, k, 1, INIT_NAMES, 4, 0);
      Printer pr = Printer.from(p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
      ((PrinterObject) a[0]).printer = pr;
      return PyNone.NONE;
    });
    t.defineMethod("pprint", (a, k) -> {
      PyObject[] p = bindKw("pprint", a, k, 1, new String[] {"object"}, 1, 1);
      printerOf(a[0], "pprint").pprint(p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("pformat", (a, k) -> {
      PyObject[] p = bindKw("pformat", a, k, 1, new String[] {"object"}, 1, 1);
      return PyStr.of(printerOf(a[0], "pformat").pformat(p[0]));
    });
    t.defineMethod("isrecursive", (a, k) -> {
      PyObject[] p = bindKw("isrecursive", a, k, 1, new String[] {"object"}, 1, 1);
      return PyBool.of(printerOf(a[0], "isrecursive").safeRepr(p[0], new IdentityHashMap<>(), 0, 0).recursive);
    });
    t.defineMethod("isreadable", (a, k) -> {
      PyObject[] p = bindKw("isreadable", a, k, 1, new String[] {"object"}, 1, 1);
      Result r = printerOf(a[0], "isreadable").safeRepr(p[0], new IdentityHashMap<>(), 0, 0);
      return PyBool.of(r.readable && !r.recursive);
    });
    t.defineMethod("format", (a, k) -> {
      PyObject[] p = bindKw("format", a, k, 1, new String[] {"object", "context", "maxlevels", "level"}, 4, 4);
      Printer pr = printerOf(a[0], "format");
      IdentityHashMap<PyObject, Boolean> ctx = new IdentityHashMap<>();
      int maxlevels = Support.isNone(p[2]) ? 0 : Support.toInt(p[2]);
      Result r = pr.safeRepr(p[0], ctx, maxlevels, Support.toInt(p[3]));
      return PyTuple.of(PyStr.of(r.rep), PyBool.of(r.readable), PyBool.of(r.recursive));
    });
  }

  // ================================================================ the algorithm

  /** The (repr, readable, recursive) triple of _safe_repr. */
  record Result(String rep, boolean readable, boolean recursive) {}

  static final class Printer implements dev.krait.python.objects.Referrer {
    int indentPerLevel = 1;
    int width = 80;
    int depth; // 0: unlimited
    PyObject stream; // null: sys.stdout
    boolean compact;
    boolean sortDicts = true;
    boolean underscoreNumbers;
    final ResourceMeter meter = ResourceMeter.current();

    static Printer from(PyObject indent, PyObject width, PyObject depth, PyObject stream, PyObject compact,
        PyObject sortDicts, PyObject underscore) {
      Printer p = new Printer();
      if (indent != null) {
        p.indentPerLevel = Support.toInt(PyInt.TYPE.call(new PyObject[] {indent}, null));
      }
      if (width != null) {
        p.width = Support.toInt(PyInt.TYPE.call(new PyObject[] {width}, null));
      }
      if (p.indentPerLevel < 0) {
        throw Errors.valueError("indent must be >= 0");
      }
      if (depth != null && depth != PyNone.NONE) {
        if (!Ops.truthy(Ops.richCompare(depth, PyInt.of(0), Ops.Compare.GT))) {
          throw Errors.valueError("depth must be > 0");
        }
        p.depth = Support.toInt(depth);
      }
      if (p.width == 0) {
        throw Errors.valueError("width must be != 0");
      }
      p.stream = stream == null || stream == PyNone.NONE ? null : stream;
      p.compact = compact != null && Ops.truthy(compact);
      p.sortDicts = sortDicts == null || Ops.truthy(sortDicts);
      p.underscoreNumbers = underscore != null && Ops.truthy(underscore);
      return p;
    }

    void pprint(PyObject o) {
      String s = pformat(o);
      PyObject target = stream;
      if (target == null) {
        PyObject sys = VmAccess.modulesDict().getItemOrNull(PyStr.of("sys"));
        if (sys != null) {
          target = Ops.getattrOrNull(sys, "stdout", null);
        }
      }
      if (target == null) {
        VmAccess.writeStdout(s);
        VmAccess.writeStdout("\n");
      } else if (target != PyNone.NONE) {
        PyObject write = Ops.getattr(target, "write");
        write.call(new PyObject[] {PyStr.of(s)}, null);
        write.call(new PyObject[] {PyStr.of("\n")}, null);
      }
    }

    String pformat(PyObject o) {
      StringBuilder sb = new StringBuilder();
      format(o, sb, 0, 0, new IdentityHashMap<>(), 0);
      return sb.toString();
    }

    private void write(StringBuilder sb, String s) {
      meter.allocateString(s.length());
      sb.append(s);
    }

    // ------------------------------------------------------------ _format

    void format(PyObject o, StringBuilder out, int indent, int allowance, IdentityHashMap<PyObject, Boolean> ctx,
        int level) {
      meter.tick();
      if (ctx.containsKey(o)) {
        write(out, recursion(o));
        return;
      }
      String rep = safeRepr(o, ctx, depth, level).rep;
      int maxWidth = width - indent - allowance;
      if (Support.cpLen(rep) > maxWidth) {
        PyType t = o.type();
        PyObject r = t.lookup("__repr__");
        Dispatch d = dispatch(r);
        if (d != null) {
          ctx.put(o, Boolean.TRUE);
          meter.enterNative("while pretty-printing an object");
          try {
            d.run(this, o, out, indent, allowance, ctx, level + 1);
          } finally {
            meter.leaveNative();
            ctx.remove(o);
          }
          return;
        }
        if (isReprDataclass(o, r)) {
          ctx.put(o, Boolean.TRUE);
          meter.enterNative("while pretty-printing an object");
          try {
            pprintDataclass(o, out, indent, allowance, ctx, level + 1);
          } finally {
            meter.leaveNative();
            ctx.remove(o);
          }
          return;
        }
      }
      write(out, rep);
    }

    interface Dispatch {
      void run(Printer p, PyObject o, StringBuilder out, int indent, int allowance,
          IdentityHashMap<PyObject, Boolean> ctx, int level);
    }

    private static Dispatch dispatch(PyObject r) {
      if (r == null) {
        return null;
      }
      if (r == PyDict.TYPE.lookup("__repr__")) {
        return Printer::pprintDict;
      }
      if (r == PyList.TYPE.lookup("__repr__")) {
        return Printer::pprintList;
      }
      if (r == PyTuple.TYPE.lookup("__repr__")) {
        return Printer::pprintTuple;
      }
      if (r == PySet.TYPE.lookup("__repr__") || r == PySet.FROZEN_TYPE.lookup("__repr__")) {
        return Printer::pprintSet;
      }
      if (r == PyStr.TYPE.lookup("__repr__")) {
        return Printer::pprintStr;
      }
      if (r == PyBytes.TYPE.lookup("__repr__")) {
        return Printer::pprintBytes;
      }
      if (r == PyByteArray.TYPE.lookup("__repr__")) {
        return Printer::pprintBytearray;
      }
      if (r == PyMappingProxy.TYPE.lookup("__repr__")) {
        return Printer::pprintMappingproxy;
      }
      if (r == PyNamespace.TYPE.lookup("__repr__")) {
        return Printer::pprintNamespace;
      }
      if (r == CollectionsModule.ORDERED_DICT.lookup("__repr__")) {
        return Printer::pprintOrderedDict;
      }
      if (r == CollectionsModule.DEFAULTDICT.lookup("__repr__")) {
        return Printer::pprintDefaultDict;
      }
      if (r == CollectionsModule.COUNTER.lookup("__repr__")) {
        return Printer::pprintCounter;
      }
      if (r == CollectionsModule.CHAIN_MAP.lookup("__repr__")) {
        return Printer::pprintChainMap;
      }
      if (r == CollectionsModule.DEQUE.lookup("__repr__")) {
        return Printer::pprintDeque;
      }
      return null;
    }

    private static boolean isReprDataclass(PyObject o, PyObject r) {
      if (o instanceof PyType || o.type().lookup("__dataclass_fields__") == null) {
        return false;
      }
      PyObject params = Ops.getattrOrNull(o, "__dataclass_params__", null);
      PyObject flag = params instanceof PyDict pd ? pd.getItemOrNull(PyStr.of("repr"))
          : params == null ? null : Ops.getattrOrNull(params, "repr", null);
      if (flag == null || !Ops.truthy(flag)) {
        return false;
      }
      // the generated __repr__ is a builtin method; a hand-written one is a Python function
      return r instanceof PyBuiltinFunction;
    }

    private void pprintDataclass(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      String clsName = o.type().name();
      indent += Support.cpLen(clsName) + 1;
      List<Object[]> items = new ArrayList<>();
      PyObject fs = Ops.getattr(o, "__dataclass_fields__");
      for (PyObject f : Support.toList(Ops.call(Ops.getattr(fs, "values")))) {
        PyObject ft = Ops.getattrOrNull(f, "_field_type", null);
        if (ft != null) {
          String ftr = Ops.str(ft);
          if (!ftr.equals("_FIELD")) {
            continue;
          }
        }
        if (!Ops.truthy(Ops.getattr(f, "repr"))) {
          continue;
        }
        String name = Ops.str(Ops.getattr(f, "name"));
        items.add(new Object[] {name, Ops.getattr(o, name)});
      }
      write(out, clsName + "(");
      formatNamespaceItems(items, out, indent, allowance, ctx, level);
      write(out, ")");
    }

    // ------------------------------------------------------------ per-type printers

    private List<PyObject[]> dictItems(PyObject o) {
      List<PyObject[]> items = new ArrayList<>();
      for (PyObject it : Support.toList(Ops.call(Ops.getattr(o, "items")))) {
        PyObject[] kv = Support.toList(it).toArray(new PyObject[0]);
        if (kv.length != 2) {
          throw Errors.valueError("too many values to unpack (expected 2)");
        }
        items.add(kv);
      }
      return items;
    }

    void pprintDict(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      write(out, "{");
      if (indentPerLevel > 1) {
        write(out, " ".repeat(indentPerLevel - 1));
      }
      if (Ops.len(o) > 0) {
        List<PyObject[]> items = dictItems(o);
        if (sortDicts) {
          items = sortPairs(items);
        }
        formatDictItems(items, out, indent, allowance + 1, ctx, level);
      }
      write(out, "}");
    }

    void pprintOrderedDict(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      String name = o.type().isBuiltin() ? o.type().qualname() : o.type().name(); // __name__ (deque's tp_name is dotted)
      write(out, name + "(");
      PyObject lst = PyList.fromIterable(Ops.call(Ops.getattr(o, "items")));
      format(lst, out, indent + Support.cpLen(name) + 1, allowance + 1, ctx, level);
      write(out, ")");
    }

    void pprintList(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      write(out, "[");
      formatItems(Support.toList(o), out, indent, allowance + 1, ctx, level);
      write(out, "]");
    }

    void pprintTuple(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      write(out, "(");
      String endchar = Ops.len(o) == 1 ? ",)" : ")";
      formatItems(Support.toList(o), out, indent, allowance + endchar.length(), ctx, level);
      write(out, endchar);
    }

    void pprintSet(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      PyType typ = o.type();
      String endchar;
      if (typ == PySet.TYPE) {
        write(out, "{");
        endchar = "}";
      } else {
        write(out, typ.name() + "({");
        endchar = "})";
        indent += Support.cpLen(typ.name()) + 1;
      }
      List<PyObject> items = sortSafe(Support.toList(o));
      formatItems(items, out, indent, allowance + endchar.length(), ctx, level);
      write(out, endchar);
    }

    void pprintStr(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      List<String> chunks = new ArrayList<>();
      List<PyObject> lines = Support.toList(Ops.getattr(o, "splitlines").call(new PyObject[] {PyBool.TRUE}, null));
      if (level == 1) {
        indent += 1;
        allowance += 1;
      }
      int maxWidth = width - indent;
      int maxWidth1 = maxWidth;
      String rep = null;
      for (int i = 0; i < lines.size(); i++) {
        String line = Ops.str(lines.get(i));
        rep = strRepr(line);
        if (i == lines.size() - 1) {
          maxWidth1 -= allowance;
        }
        if (Support.cpLen(rep) <= maxWidth1) {
          chunks.add(rep);
        } else {
          List<String> parts = splitWords(line);
          int maxWidth2 = maxWidth;
          String current = "";
          for (int j = 0; j < parts.size(); j++) {
            meter.tick();
            String part = parts.get(j);
            String candidate = current + part;
            if (j == parts.size() - 1 && i == lines.size() - 1) {
              maxWidth2 -= allowance;
            }
            if (Support.cpLen(strRepr(candidate)) > maxWidth2) {
              if (!current.isEmpty()) {
                chunks.add(strRepr(current));
              }
              current = part;
            } else {
              current = candidate;
            }
          }
          if (!current.isEmpty()) {
            chunks.add(strRepr(current));
          }
        }
      }
      if (chunks.size() == 1) {
        write(out, rep);
        return;
      }
      if (level == 1) {
        write(out, "(");
      }
      for (int i = 0; i < chunks.size(); i++) {
        if (i > 0) {
          write(out, "\n" + " ".repeat(indent));
        }
        write(out, chunks.get(i));
      }
      if (level == 1) {
        write(out, ")");
      }
    }

    private String strRepr(String s) {
      meter.allocateString(s.length());
      return Ops.repr(PyStr.of(s));
    }

    /** re.findall(r'\S*\s*', line) without the final empty match. */
    private static List<String> splitWords(String line) {
      List<String> parts = new ArrayList<>();
      int n = line.length();
      int i = 0;
      while (i < n) {
        int j = i;
        while (j < n && !isSpace(line.codePointAt(j))) {
          j += Character.charCount(line.codePointAt(j));
        }
        while (j < n && isSpace(line.codePointAt(j))) {
          j += Character.charCount(line.codePointAt(j));
        }
        parts.add(line.substring(i, j));
        i = j;
      }
      return parts;
    }

    static boolean isSpace(int c) {
      return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85;
    }

    void pprintBytes(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      byte[] data = PyBytes.bytesFromObject(o);
      if (data.length <= 4) {
        write(out, Ops.repr(o));
        return;
      }
      boolean parens = level == 1;
      if (parens) {
        indent += 1;
        allowance += 1;
        write(out, "(");
      }
      String delim = "";
      for (String rep : wrapBytesRepr(data, width - indent, allowance)) {
        write(out, delim);
        write(out, rep);
        if (delim.isEmpty()) {
          delim = "\n" + " ".repeat(indent);
        }
      }
      if (parens) {
        write(out, ")");
      }
    }

    private List<String> wrapBytesRepr(byte[] data, int w, int allowance) {
      List<String> out = new ArrayList<>();
      int currentStart = 0;
      int currentEnd = 0;
      int last = data.length / 4 * 4;
      for (int i = 0; i < data.length; i += 4) {
        meter.tick();
        int partEnd = Math.min(i + 4, data.length);
        if (i == last) {
          w -= allowance;
        }
        String candRep = bytesRepr(data, currentStart, partEnd);
        if (Support.cpLen(candRep) > w) {
          if (currentEnd > currentStart) {
            out.add(bytesRepr(data, currentStart, currentEnd));
          }
          currentStart = i;
          currentEnd = partEnd;
        } else {
          currentEnd = partEnd;
        }
      }
      if (currentEnd > currentStart) {
        out.add(bytesRepr(data, currentStart, currentEnd));
      }
      return out;
    }

    private String bytesRepr(byte[] data, int from, int to) {
      meter.allocate(to - from);
      return Ops.repr(PyBytes.of(java.util.Arrays.copyOfRange(data, from, to)));
    }

    void pprintBytearray(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      write(out, "bytearray(");
      pprintBytes(PyBytes.of(PyBytes.bytesFromObject(o)), out, indent + 10, allowance + 1, ctx, level + 1);
      write(out, ")");
    }

    void pprintMappingproxy(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      write(out, "mappingproxy(");
      format(Ops.call(Ops.getattr(o, "copy")), out, indent + 13, allowance + 1, ctx, level);
      write(out, ")");
    }

    void pprintNamespace(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      String clsName = o.type() == PyNamespace.TYPE ? "namespace" : o.type().name();
      indent += Support.cpLen(clsName) + 1;
      List<Object[]> items = new ArrayList<>();
      for (PyObject[] kv : dictItems(Ops.getattr(o, "__dict__"))) {
        items.add(new Object[] {Ops.str(kv[0]), kv[1]});
      }
      write(out, clsName + "(");
      formatNamespaceItems(items, out, indent, allowance, ctx, level);
      write(out, ")");
    }

    void pprintDefaultDict(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      String rdf = repr(Ops.getattr(o, "default_factory"), ctx, level);
      String name = o.type().isBuiltin() ? o.type().qualname() : o.type().name(); // __name__ (deque's tp_name is dotted)
      indent += Support.cpLen(name) + 1;
      write(out, name + "(" + rdf + ",\n" + " ".repeat(indent));
      pprintDict(o, out, indent, allowance + 1, ctx, level);
      write(out, ")");
    }

    void pprintCounter(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      String name = o.type().isBuiltin() ? o.type().qualname() : o.type().name(); // __name__ (deque's tp_name is dotted)
      write(out, name + "({");
      if (indentPerLevel > 1) {
        write(out, " ".repeat(indentPerLevel - 1));
      }
      List<PyObject[]> items = new ArrayList<>();
      for (PyObject it : Support.toList(Ops.call(Ops.getattr(o, "most_common")))) {
        PyTuple t = (PyTuple) it;
        items.add(new PyObject[] {t.get(0), t.get(1)});
      }
      formatDictItems(items, out, indent + Support.cpLen(name) + 1, allowance + 2, ctx, level);
      write(out, "})");
    }

    void pprintChainMap(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      List<PyObject> maps = Support.toList(Ops.getattr(o, "maps"));
      if (maps.isEmpty()) {
        write(out, Ops.repr(o));
        return;
      }
      String name = o.type().isBuiltin() ? o.type().qualname() : o.type().name(); // __name__ (deque's tp_name is dotted)
      write(out, name + "(");
      indent += Support.cpLen(name) + 1;
      for (int i = 0; i < maps.size(); i++) {
        if (i == maps.size() - 1) {
          format(maps.get(i), out, indent, allowance + 1, ctx, level);
          write(out, ")");
        } else {
          format(maps.get(i), out, indent, 1, ctx, level);
          write(out, ",\n" + " ".repeat(indent));
        }
      }
    }

    void pprintDeque(PyObject o, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      if (Ops.len(o) == 0) {
        write(out, Ops.repr(o));
        return;
      }
      String name = o.type().isBuiltin() ? o.type().qualname() : o.type().name(); // __name__ (deque's tp_name is dotted)
      write(out, name + "(");
      indent += Support.cpLen(name) + 1;
      write(out, "[");
      PyObject maxlen = Ops.getattr(o, "maxlen");
      if (maxlen == PyNone.NONE) {
        formatItems(Support.toList(o), out, indent, allowance + 2, ctx, level);
        write(out, "])");
      } else {
        formatItems(Support.toList(o), out, indent, 2, ctx, level);
        String rml = repr(maxlen, ctx, level);
        write(out, "],\n" + " ".repeat(indent) + "maxlen=" + rml + ")");
      }
    }

    // ------------------------------------------------------------ item layout

    private void formatDictItems(List<PyObject[]> items, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      indent += indentPerLevel;
      String delimnl = ",\n" + " ".repeat(indent);
      int lastIndex = items.size() - 1;
      for (int i = 0; i < items.size(); i++) {
        boolean last = i == lastIndex;
        String rep = repr(items.get(i)[0], ctx, level);
        write(out, rep);
        write(out, ": ");
        format(items.get(i)[1], out, indent + Support.cpLen(rep) + 2, last ? allowance : 1, ctx, level);
        if (!last) {
          write(out, delimnl);
        }
      }
    }

    private void formatNamespaceItems(List<Object[]> items, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      String delimnl = ",\n" + " ".repeat(indent);
      int lastIndex = items.size() - 1;
      for (int i = 0; i < items.size(); i++) {
        boolean last = i == lastIndex;
        String key = (String) items.get(i)[0];
        PyObject ent = (PyObject) items.get(i)[1];
        write(out, key);
        write(out, "=");
        if (ctx.containsKey(ent)) {
          write(out, "...");
        } else {
          format(ent, out, indent + Support.cpLen(key) + 1, last ? allowance : 1, ctx, level);
        }
        if (!last) {
          write(out, delimnl);
        }
      }
    }

    private void formatItems(List<PyObject> items, StringBuilder out, int indent, int allowance,
        IdentityHashMap<PyObject, Boolean> ctx, int level) {
      indent += indentPerLevel;
      if (indentPerLevel > 1) {
        write(out, " ".repeat(indentPerLevel - 1));
      }
      String delimnl = ",\n" + " ".repeat(indent);
      String delim = "";
      int w = width - indent + 1;
      int maxWidth = w;
      int n = items.size();
      for (int i = 0; i < n; i++) {
        PyObject ent = items.get(i);
        boolean last = i == n - 1;
        if (last) {
          maxWidth -= allowance;
          w -= allowance;
        }
        if (compact) {
          String rep = repr(ent, ctx, level);
          int need = Support.cpLen(rep) + 2;
          if (w < need) {
            w = maxWidth;
            if (!delim.isEmpty()) {
              delim = delimnl;
            }
          }
          if (w >= need) {
            w -= need;
            write(out, delim);
            delim = ", ";
            write(out, rep);
            continue;
          }
        }
        write(out, delim);
        delim = delimnl;
        format(ent, out, indent, last ? allowance : 1, ctx, level);
      }
    }

    private String repr(PyObject o, IdentityHashMap<PyObject, Boolean> ctx, int level) {
      return safeRepr(o, new IdentityHashMap<>(ctx), depth, level).rep;
    }

    // ------------------------------------------------------------ _safe_repr

    Result safeRepr(PyObject o, IdentityHashMap<PyObject, Boolean> ctx, int maxlevels, int level) {
      meter.tick();
      PyType typ = o.type();
      if (typ == PyStr.TYPE || typ == PyBytes.TYPE || typ == PyByteArray.TYPE || typ == PyFloat.TYPE
          || typ == PyComplex.TYPE || typ == PyBool.TYPE || o == PyNone.NONE) {
        return new Result(Ops.repr(o), true, false);
      }
      PyObject r = typ.lookup("__repr__");
      if (typ.isSubtypeOf(PyInt.TYPE) && r == PyInt.TYPE.lookup("__repr__")) {
        if (underscoreNumbers) {
          return new Result(Ops.format(o, "_d").value(), true, false);
        }
        return new Result(Ops.repr(o), true, false);
      }
      boolean isDict = typ.isSubtypeOf(PyDict.TYPE) && r == PyDict.TYPE.lookup("__repr__");
      boolean isList = typ.isSubtypeOf(PyList.TYPE) && r == PyList.TYPE.lookup("__repr__");
      boolean isTuple = typ.isSubtypeOf(PyTuple.TYPE) && r == PyTuple.TYPE.lookup("__repr__");
      if (!isDict && !isList && !isTuple) {
        String rep = Ops.repr(o);
        return new Result(rep, !rep.isEmpty() && !rep.startsWith("<"), false);
      }
      long size = Ops.len(o);
      String open;
      String close;
      if (isDict) {
        if (size == 0) {
          return new Result("{}", true, false);
        }
        open = "{";
        close = "}";
      } else if (isList) {
        if (size == 0) {
          return new Result("[]", true, false);
        }
        open = "[";
        close = "]";
      } else if (size == 1) {
        open = "(";
        close = ",)";
      } else {
        if (size == 0) {
          return new Result("()", true, false);
        }
        open = "(";
        close = ")";
      }
      if (maxlevels != 0 && level >= maxlevels) {
        return new Result(open + "..." + close, false, ctx.containsKey(o));
      }
      if (ctx.containsKey(o)) {
        return new Result(recursion(o), false, true);
      }
      ctx.put(o, Boolean.TRUE);
      meter.enterNative("while getting the repr of an object");
      try {
        boolean readable = true;
        boolean recursive = false;
        StringBuilder sb = new StringBuilder(open);
        level += 1;
        if (isDict) {
          List<PyObject[]> items = dictItems(o);
          if (sortDicts) {
            items = sortPairs(items);
          }
          boolean first = true;
          for (PyObject[] kv : items) {
            Result kr = safeRepr(kv[0], ctx, maxlevels, level);
            Result vr = safeRepr(kv[1], ctx, maxlevels, level);
            if (!first) {
              sb.append(", ");
            }
            first = false;
            meter.allocateString(kr.rep.length() + vr.rep.length() + 4);
            sb.append(kr.rep).append(": ").append(vr.rep);
            readable = readable && kr.readable && vr.readable;
            if (kr.recursive || vr.recursive) {
              recursive = true;
            }
          }
        } else {
          boolean first = true;
          for (PyObject item : Support.toList(o)) {
            Result ir = safeRepr(item, ctx, maxlevels, level);
            if (!first) {
              sb.append(", ");
            }
            first = false;
            meter.allocateString(ir.rep.length() + 2);
            sb.append(ir.rep);
            if (!ir.readable) {
              readable = false;
            }
            if (ir.recursive) {
              recursive = true;
            }
          }
        }
        sb.append(close);
        return new Result(sb.toString(), readable, recursive);
      } finally {
        meter.leaveNative();
        ctx.remove(o);
      }
    }

    // ------------------------------------------------------------ sorting with _safe_key

    private static boolean safeLt(PyObject a, PyObject b) {
      try {
        return Ops.truthy(Ops.richCompare(a, b, Ops.Compare.LT));
      } catch (PyError e) {
        if (!e.matches(ExceptionTypes.TYPE_ERROR)) {
          throw e;
        }
        String ta = Ops.str(a.type());
        String tb = Ops.str(b.type());
        int c = ta.compareTo(tb);
        if (c != 0) {
          return c < 0;
        }
        PyObject id = BuiltinsTable.get("id");
        return Ops.truthy(Ops.richCompare(Support.call1(id, a), Support.call1(id, b), Ops.Compare.LT));
      }
    }

    private List<PyObject[]> sortPairs(List<PyObject[]> items) {
      PyObject[][] arr = items.toArray(new PyObject[0][]);
      mergeSort(arr, (x, y) -> safeLt(((PyObject[]) x)[0], ((PyObject[]) y)[0]));
      return java.util.Arrays.asList(arr);
    }

    private List<PyObject> sortSafe(List<PyObject> items) {
      PyObject[] arr = items.toArray(new PyObject[0]);
      mergeSort(arr, (x, y) -> safeLt((PyObject) x, (PyObject) y));
      return java.util.Arrays.asList(arr);
    }

    interface Less {
      boolean lt(Object a, Object b);
    }

    /** Stable merge sort that only asks {@code lt(right, left)}, like list.sort. */
    private <T> void mergeSort(T[] items, Less less) {
      int n = items.length;
      if (n < 2) {
        return;
      }
      T[] tmp = items.clone();
      for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
          int mid = Math.min(lo + w, n);
          int hi = Math.min(lo + 2 * w, n);
          int i = lo;
          int j = mid;
          int k = lo;
          while (i < mid && j < hi) {
            meter.tick();
            if (less.lt(items[j], items[i])) {
              tmp[k++] = items[j++];
            } else {
              tmp[k++] = items[i++];
            }
          }
          while (i < mid) {
            tmp[k++] = items[i++];
          }
          while (j < hi) {
            tmp[k++] = items[j++];
          }
        }
        System.arraycopy(tmp, 0, items, 0, n);
      }
    }

    private static String recursion(PyObject o) {
      PyObject id = BuiltinsTable.get("id");
      return "<Recursion on " + o.type().name() + " with id=" + Ops.str(Support.call1(id, o)) + ">";
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(stream);
    }

    @Override
    public long shallowSize() {
      return 48;
    }
  }
}
