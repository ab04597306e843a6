/*
 * The copy module: copy and deepcopy with CPython's dispatch (atomic types returned as is,
 * __copy__/__deepcopy__ hooks, containers, instances rebuilt through cls.__new__ plus their
 * __dict__ or __setstate__), with a memo of objects already copied; deep copies recurse under
 * the meter's native-depth bound, so very deep data raises RecursionError.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** {@code copy}. */
public final class CopyModule {
  private CopyModule() {}

  private static final Set<String> ATOMIC = Set.of("NoneType", "int", "float", "bool", "complex", "bytes", "str",
      "type", "range", "builtin_function_or_method", "function", "ellipsis", "NotImplementedType", "property",
      "code", "method", "classmethod", "staticmethod", "module_function", "Pattern", "Match",
      "_lru_cache_wrapper");

  /** The memo passed to __deepcopy__ hooks: a dict to Python, an identity map to Java. */
  static final class Memo extends PyDict {
    final IdentityHashMap<PyObject, PyObject> map = new IdentityHashMap<>();

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visitAny(map);
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("copy");
    PyType error = PyType.newClass(PyType.TYPE, "Error", new PyType[] {dev.krait.python.objects.ExceptionTypes
        .EXCEPTION}, new java.util.LinkedHashMap<>(java.util.Map.of("__module__", PyStr.of("copy"))));
    m.put("Error", error);
    m.put("error", error);
    m.def("copy", (a, k) -> {
      PyObject[] p = Support.bind("copy", a, k, new String[] {"x"}, 1);
      return shallow(p[0]);
    });
    m.def("deepcopy", (a, k) -> {
      PyObject[] p = Support.bind("deepcopy", a, k, new String[] {"x", "memo", "_nil"}, 1);
      Memo memo = p[1] instanceof Memo mm ? mm : new Memo();
      return deep(p[0], memo);
    });
    m.def("replace", (a, k) -> {
      if (a.length - Support.kwCount(k) != 1) {
        throw Errors.typeError("replace() takes exactly 1 positional argument");
      }
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      PyObject hook = Ops.getattrOrNull(a[0], "__replace__", null);
      if (hook == null) {
        hook = Ops.getattrOrNull(a[0], "_replace", null);
      }
      if (hook == null) {
        throw Errors.typeError("replace() does not support " + a[0].type().name() + " objects");
      }
      return hook.call(rest, k);
    });
    return m;
  }

  private static boolean isAtomic(PyObject x) {
    if (x instanceof PyType) {
      return true;
    }
    PyType t = x.type();
    if (!t.isBuiltin()) {
      return false;
    }
    return ATOMIC.contains(t.name());
  }

  /** True when name is found on a user class of cls's MRO (not on a builtin type). */
  private static boolean userDefined(PyType cls, String name) {
    for (PyType t : cls.mroArray()) {
      if (t.isBuiltin() ? t.ownAttribute(name) != null : t.dict().containsKey(name)) {
        return !t.isBuiltin();
      }
    }
    return false;
  }

  // ================================================================ shallow

  static PyObject shallow(PyObject x) {
    if (isAtomic(x)) {
      return x;
    }
    PyType cls = x.type();
    PyObject hook = cls.lookup("__copy__");
    if (hook != null && hook != PyNone.NONE) {
      return Ops.callMethodDescriptor(hook, x, new PyObject[0], null);
    }
    if (cls.isBuiltin()) {
      switch (cls.name()) {
        case "list":
          return PyList.fromIterable(x);
        case "tuple", "frozenset":
          return x;
        case "dict":
          return ((PyDict) x).copy();
        case "set", "bytearray":
          return Ops.call(Ops.getattr(x, "copy"));
        default:
          break;
      }
    }
    return rebuild(x, null);
  }

  // ================================================================ deep

  static PyObject deep(PyObject x, Memo memo) {
    PyObject seen = memo.map.get(x);
    if (seen != null) {
      return seen;
    }
    if (isAtomic(x)) {
      return x;
    }
    ResourceMeter meter = ResourceMeter.current();
    meter.tick();
    meter.enterNative("while deep-copying an object");
    try {
      PyObject y = deepDispatch(x, memo);
      if (y != x) {
        memo.map.put(x, y);
      }
      return y;
    } finally {
      meter.leaveNative();
    }
  }

  private static PyObject deepDispatch(PyObject x, Memo memo) {
    PyType cls = x.type();
    PyObject hook = cls.lookup("__deepcopy__");
    if (hook != null && hook != PyNone.NONE) {
      return Ops.callMethodDescriptor(hook, x, new PyObject[] {memo}, null);
    }
    if (cls.isBuiltin()) {
      switch (cls.name()) {
        case "list": {
          PyList out = new PyList();
          memo.map.put(x, out);
          for (PyObject v : ((PyList) x).toArray()) {
            out.append(deep(v, memo));
          }
          return out;
        }
        case "tuple": {
          PyObject[] items = ((PyTuple) x).toArray();
          PyObject[] copies = new PyObject[items.length];
          boolean same = true;
          for (int i = 0; i < items.length; i++) {
            copies[i] = deep(items[i], memo);
            same &= copies[i] == items[i];
          }
          PyObject again = memo.map.get(x);
          if (again != null) {
            return again;
          }
          return same ? x : PyTuple.of(copies);
        }
        case "dict": {
          PyDict out = new PyDict();
          memo.map.put(x, out);
          for (PyObject[] kv : Support.items((PyDict) x)) {
            out.setItem(deep(kv[0], memo), deep(kv[1], memo));
          }
          return out;
        }
        case "set": {
          PyObject out = Ops.call(cls);
          memo.map.put(x, out);
          PyObject add = Ops.getattr(out, "add");
          for (PyObject v : Support.toList(x)) {
            Support.call1(add, deep(v, memo));
          }
          return out;
        }
        case "frozenset": {
          List<PyObject> items = Support.toList(x);
          items.replaceAll(v -> deep(v, memo));
          return Support.call1(cls, Support.list(items));
        }
        case "bytearray":
          return Ops.call(Ops.getattr(x, "copy"));
        default:
          break;
      }
    }
    return rebuild(x, memo);
  }

  // ================================================================ reconstruction (copyreg's __newobj__ path)

  /** Rebuilds x as cls.__new__(cls, *newargs) plus its state; deep when memo is non-null. */
  private static PyObject rebuild(PyObject x, Memo memo) {
    PyType cls = x.type();
    PyObject structSeq = StructSeq.copy(x, v -> memo == null ? v : deep(v, memo));
    if (structSeq != null) {
      return structSeq;
    }
    if (x instanceof CollectionsModule.DequeObject d) {
      PyObject out = Ops.call(cls);
      if (memo != null) {
        memo.map.put(x, out);
      }
      CollectionsModule.DequeObject nd = (CollectionsModule.DequeObject) out;
      nd.maxlen = d.maxlen;
      for (PyObject v : d.toList()) {
        nd.append(memo == null ? v : deep(v, memo));
      }
      copyState(x, out, memo);
      return out;
    }
    if (x instanceof CollectionsModule.ChainMapObject c) {
      CollectionsModule.ChainMapObject out = new CollectionsModule.ChainMapObject(cls);
      if (memo != null) {
        memo.map.put(x, out);
      }
      java.util.List<PyObject> maps = new java.util.ArrayList<>();
      for (PyObject mp : c.mapsArray()) {
        maps.add(memo == null ? mp : deep(mp, memo));
      }
      if (memo == null && !maps.isEmpty()) {
        maps.set(0, Ops.call(Ops.getattr(maps.get(0), "copy")));
      }
      out.maps = Support.list(maps);
      return out;
    }
    PyObject newFn = cls.lookup("__new__");
    PyObject[] newArgs = new PyObject[] {cls};
    PyObject getnewargs = cls.lookup("__getnewargs__");
    if (getnewargs != null && getnewargs != PyNone.NONE) {
      PyObject[] extra = Ops.toArray(Ops.callMethodDescriptor(getnewargs, x, new PyObject[0], null));
      newArgs = new PyObject[extra.length + 1];
      newArgs[0] = cls;
      for (int i = 0; i < extra.length; i++) {
        newArgs[i + 1] = memo == null ? extra[i] : deep(extra[i], memo);
      }
    } else if (x instanceof PyTuple t) {
      PyObject[] items = t.toArray();
      if (memo != null) {
        for (int i = 0; i < items.length; i++) {
          items[i] = deep(items[i], memo);
        }
      }
      newArgs = new PyObject[] {cls, PyTuple.of(items)};
    } else if (x instanceof PyBaseException e) {
      PyObject[] args = e.args().toArray();
      newArgs = new PyObject[args.length + 1];
      newArgs[0] = cls;
      for (int i = 0; i < args.length; i++) {
        newArgs[i + 1] = memo == null ? args[i] : deep(args[i], memo);
      }
    } else if (x.instanceDict() == null && !(x instanceof PyDict) && !(x instanceof PyList)) {
      throw Errors.typeError("cannot pickle '" + cls.name() + "' object");
    }
    PyObject out = Ops.unwrapStatic(newFn).call(newArgs, null);
    if (memo != null) {
      memo.map.put(x, out);
    }
    if (x instanceof PyBaseException e && out instanceof PyBaseException o) {
      o.setArgs(PyTuple.of(java.util.Arrays.copyOfRange(newArgs, 1, newArgs.length)));
    }
    copyState(x, out, memo);
    if (x instanceof PyList l && out instanceof PyList ol && !(x instanceof PyTuple)) {
      for (PyObject v : l.toArray()) {
        ol.append(memo == null ? v : deep(v, memo));
      }
    } else if (x instanceof PyDict d && out instanceof PyDict od) {
      for (PyObject[] kv : Support.items(d)) {
        od.setItem(memo == null ? kv[0] : deep(kv[0], memo), memo == null ? kv[1] : deep(kv[1], memo));
      }
    }
    return out;
  }

  /** Copies x's __dict__ into out (through __setstate__ when defined). */
  private static void copyState(PyObject x, PyObject out, Memo memo) {
    PyObject getstate = x.type().lookup("__getstate__");
    PyObject state;
    if (getstate != null && getstate != PyNone.NONE && userDefined(x.type(), "__getstate__")) {
      state = Ops.callMethodDescriptor(getstate, x, new PyObject[0], null);
    } else {
      PyDict d = x.instanceDict();
      if (d == null || Support.items(d).isEmpty()) {
        return;
      }
      state = d;
    }
    if (memo != null) {
      state = deep(state, memo);
    }
    PyObject setstate = out.type().lookup("__setstate__");
    if (setstate != null && setstate != PyNone.NONE && userDefined(out.type(), "__setstate__")) {
      Ops.callMethodDescriptor(setstate, out, new PyObject[] {state}, null);
      return;
    }
    PyDict target = out.instanceDict();
    if (target == null || !(state instanceof PyDict sd)) {
      return;
    }
    for (PyObject[] kv : Support.items(sd)) {
      target.setItem(kv[0], kv[1]);
    }
  }
}
