/*
 * The operator module: the operator functions (thin wrappers over Ops) and the itemgetter,
 * attrgetter (dotted names) and methodcaller callables with CPython's reprs.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;

/** {@code operator}. */
public final class OperatorModule {
  private OperatorModule() {}

  public static final PyType ITEMGETTER = PyType.builtin("itemgetter", PyType.OBJECT, OperatorModule::installItemgetter);
  public static final PyType ATTRGETTER = PyType.builtin("attrgetter", PyType.OBJECT, OperatorModule::installAttrgetter);
  public static final PyType METHODCALLER = PyType.builtin("methodcaller", PyType.OBJECT,
      OperatorModule::installMethodcaller);

  public static PyModule create() {
    PyModule m = new PyModule("operator");
    binary(m, "add", Ops.Binary.ADD);
    binary(m, "sub", Ops.Binary.SUB);
    binary(m, "mul", Ops.Binary.MUL);
    binary(m, "matmul", Ops.Binary.MATMUL);
    binary(m, "truediv", Ops.Binary.TRUEDIV);
    binary(m, "floordiv", Ops.Binary.FLOORDIV);
    binary(m, "mod", Ops.Binary.MOD);
    binary(m, "pow", Ops.Binary.POW);
    binary(m, "lshift", Ops.Binary.LSHIFT);
    binary(m, "rshift", Ops.Binary.RSHIFT);
    binary(m, "and_", Ops.Binary.AND);
    binary(m, "or_", Ops.Binary.OR);
    binary(m, "xor", Ops.Binary.XOR);
    for (Ops.Binary op : Ops.Binary.values()) {
      String name = op.dunder().substring(2, op.dunder().length() - 2);
      String iname = "i" + name;
      def(m, iname, 2, a -> Ops.inplace(a[0], a[1], op));
      alias(m, "__" + iname + "__", iname);
      if (name.equals("and") || name.equals("or")) {
        continue;
      }
      if (m.instanceDict().getItemOrNull(PyStr.of(name)) == null) {
        binary(m, name, op);
      }
      alias(m, "__" + name + "__", name);
    }
    alias(m, "__and__", "and_");
    alias(m, "__or__", "or_");
    def(m, "iconcat", 2, a -> {
      checkSequence(a[0]);
      return Ops.inplace(a[0], a[1], Ops.Binary.ADD);
    });
    def(m, "concat", 2, a -> {
      checkSequence(a[0]);
      return Ops.binary(a[0], a[1], Ops.Binary.ADD);
    });
    alias(m, "__concat__", "concat");
    alias(m, "__iconcat__", "iconcat");
    compare(m, "lt", Ops.Compare.LT);
    compare(m, "le", Ops.Compare.LE);
    compare(m, "eq", Ops.Compare.EQ);
    compare(m, "ne", Ops.Compare.NE);
    compare(m, "gt", Ops.Compare.GT);
    compare(m, "ge", Ops.Compare.GE);
    def(m, "neg", 1, a -> Ops.neg(a[0]));
    def(m, "pos", 1, a -> Ops.pos(a[0]));
    def(m, "invert", 1, a -> Ops.invert(a[0]));
    alias(m, "inv", "invert");
    alias(m, "__neg__", "neg");
    alias(m, "__pos__", "pos");
    alias(m, "__invert__", "invert");
    alias(m, "__inv__", "invert");
    def(m, "abs", 1, a -> {
      PyObject r = Ops.callSpecial(a[0], "__abs__");
      if (r == null) {
        throw Errors.typeError("bad operand type for abs(): '" + a[0].type().name() + "'");
      }
      return r;
    });
    alias(m, "__abs__", "abs");
    def(m, "not_", 1, a -> PyBool.of(!Ops.truthy(a[0])));
    alias(m, "__not__", "not_");
    def(m, "truth", 1, a -> PyBool.of(Ops.truthy(a[0])));
    def(m, "is_", 2, a -> PyBool.of(a[0] == a[1]));
    def(m, "is_not", 2, a -> PyBool.of(a[0] != a[1]));
    def(m, "contains", 2, a -> PyBool.of(Ops.contains(a[0], a[1])));
    alias(m, "__contains__", "contains");
    def(m, "countOf", 2, a -> {
      long[] n = {0};
      Support.forEach(a[0], v -> {
        if (v == a[1] || Ops.eq(v, a[1])) {
          n[0]++;
        }
      });
      return PyInt.of(n[0]);
    });
    def(m, "indexOf", 2, a -> {
      PyObject it = Ops.iter(a[0]);
      long i = 0;
      for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
        ResourceMeter.current().tick();
        if (v == a[1] || Ops.eq(v, a[1])) {
          return PyInt.of(i);
        }
        i++;
      }
      throw Errors.valueError("sequence.index(x): x not in sequence");
    });
    def(m, "getitem", 2, a -> Ops.getitem(a[0], a[1]));
    def(m, "setitem", 3, a -> {
      Ops.setitem(a[0], a[1], a[2]);
      return PyNone.NONE;
    });
    def(m, "delitem", 2, a -> {
      Ops.delitem(a[0], a[1]);
      return PyNone.NONE;
    });
    alias(m, "__getitem__", "getitem");
    alias(m, "__setitem__", "setitem");
    alias(m, "__delitem__", "delitem");
    def(m, "index", 1, a -> Ops.index(a[0]));
    alias(m, "__index__", "index");
    m.def("length_hint", (a, k) -> {
      Args.noKeywords("length_hint", k);
      if (a.length < 1 || a.length > 2) {
        throw Errors.typeError("length_hint expected at most 2 arguments, got " + a.length);
      }
      if (a.length > 1 && !(a[1] instanceof PyInt)) {
        throw Errors.typeError("'" + a[1].type().name() + "' object cannot be interpreted as an integer");
      }
      try {
        return PyInt.of(Ops.len(a[0]));
      } catch (dev.krait.python.objects.PyError e) {
        if (!e.matches(dev.krait.python.objects.ExceptionTypes.TYPE_ERROR)) {
          throw e;
        }
      }
      PyObject hint = Ops.callSpecial(a[0], "__length_hint__");
      if (hint != null && hint != dev.krait.python.objects.PyNotImplemented.NOT_IMPLEMENTED) {
        return hint;
      }
      return a.length > 1 ? a[1] : PyInt.of(0);
    });
    m.def("call", (a, k) -> {
      if (a.length - Args.kwCount(k) < 1) {
        throw Errors.typeError("call() missing 1 required positional argument: 'obj'");
      }
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return a[0].call(rest, k);
    });
    m.put("itemgetter", ITEMGETTER);
    m.put("attrgetter", ATTRGETTER);
    m.put("methodcaller", METHODCALLER);
    return m;
  }

  private interface Body {
    PyObject apply(PyObject[] a);
  }

  private static void def(PyModule m, String name, int nargs, Body body) {
    m.def(name, (BuiltinBody) (a, k) -> {
      Args.noKeywords(name, k);
      if (a.length != nargs) {
        throw Errors.typeError(name + " expected " + nargs + " argument" + (nargs == 1 ? "" : "s") + ", got "
            + a.length);
      }
      return body.apply(a);
    });
  }

  private static void alias(PyModule m, String alias, String name) {
    PyObject f = m.instanceDict().getItemOrNull(PyStr.of(name));
    if (f != null) {
      m.put(alias, f);
    }
  }

  private static void binary(PyModule m, String name, Ops.Binary op) {
    def(m, name, 2, a -> Ops.binary(a[0], a[1], op));
  }

  private static void compare(PyModule m, String name, Ops.Compare op) {
    def(m, name, 2, a -> Ops.richCompare(a[0], a[1], op));
    alias(m, "__" + name + "__", name);
  }

  private static void checkSequence(PyObject o) {
    if (o.type().lookup("__getitem__") == null || o instanceof dev.krait.python.objects.PyDict) {
      throw Errors.typeError("'" + o.type().name() + "' object can't be concatenated");
    }
  }

  // ================================================================ itemgetter / attrgetter / methodcaller

  /** Holder of the arguments of the three callables. */
  static final class Getter extends PyObject {
    private final PyType type;
    final PyObject[] items;
    final String name;
    final PyObject[] args;
    final String[] kwnames;

    Getter(PyType type, PyObject[] items, String name, PyObject[] args, String[] kwnames) {
      this.type = type;
      this.items = items;
      this.name = name;
      this.args = args;
      this.kwnames = kwnames;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyObject call(PyObject[] a, String[] k) {
      String fname = type.name();
      Args.noKeywords(fname, k);
      if (a.length != 1) {
        throw Errors.typeError(fname + " expected 1 argument, got " + a.length);
      }
      PyObject obj = a[0];
      if (type == METHODCALLER) {
        return Ops.getattr(obj, name).call(args, kwnames);
      }
      if (items.length == 1) {
        return one(obj, items[0]);
      }
      PyObject[] out = new PyObject[items.length];
      for (int i = 0; i < items.length; i++) {
        out[i] = one(obj, items[i]);
      }
      return PyTuple.of(out);
    }

    private PyObject one(PyObject obj, PyObject item) {
      if (type == ITEMGETTER) {
        return Ops.getitem(obj, item);
      }
      PyObject cur = obj;
      for (String part : ((PyStr) item).value().split("\\.", -1)) {
        cur = Ops.getattr(cur, part);
      }
      return cur;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visitAll(items);
      v.visitAll(args);
    }
  }

  private static PyObject[] tail(PyObject[] a) {
    PyObject[] out = new PyObject[a.length - 1];
    System.arraycopy(a, 1, out, 0, out.length);
    return out;
  }

  private static void installCommon(PyType t, String reprName) {
    t.defineMethod("__call__", (a, k) -> a[0].call(tail(a), k));
    t.defineMethod("__repr__", (a, k) -> {
      Getter g = (Getter) a[0];
      StringBuilder sb = new StringBuilder("operator.").append(reprName).append('(');
      if (g.type == METHODCALLER) {
        sb.append(Ops.repr(PyStr.of(g.name)));
        int nkw = Args.kwCount(g.kwnames);
        for (int i = 0; i < g.args.length - nkw; i++) {
          sb.append(", ").append(Ops.repr(g.args[i]));
        }
        for (int i = 0; i < nkw; i++) {
          sb.append(", ").append(g.kwnames[i]).append('=').append(Ops.repr(g.args[g.args.length - nkw + i]));
        }
      } else {
        for (int i = 0; i < g.items.length; i++) {
          if (i > 0) {
            sb.append(", ");
          }
          sb.append(Ops.repr(g.items[i]));
        }
      }
      return PyStr.of(sb.append(')').toString());
    });
  }

  private static void installItemgetter(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("itemgetter", k);
      if (a.length < 2) {
        throw Errors.typeError("itemgetter expected 1 argument, got 0");
      }
      return new Getter((PyType) a[0], tail(a), null, null, null);
    });
    installCommon(t, "itemgetter");
  }

  private static void installAttrgetter(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("attrgetter", k);
      if (a.length < 2) {
        throw Errors.typeError("attrgetter expected 1 argument, got 0");
      }
      PyObject[] names = tail(a);
      for (PyObject n : names) {
        if (!(n instanceof PyStr)) {
          throw Errors.typeError("attribute name must be a string");
        }
      }
      return new Getter((PyType) a[0], names, null, null, null);
    });
    installCommon(t, "attrgetter");
  }

  private static void installMethodcaller(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length - Args.kwCount(k) < 2) {
        throw Errors.typeError("methodcaller needs at least one argument, the method name");
      }
      if (!(a[1] instanceof PyStr name)) {
        throw Errors.typeError("method name must be a string");
      }
      PyObject[] rest = new PyObject[a.length - 2];
      System.arraycopy(a, 2, rest, 0, rest.length);
      return new Getter((PyType) a[0], null, name.value(), rest, k == null || k.length == 0 ? null : k.clone());
    });
    installCommon(t, "methodcaller");
  }
}
