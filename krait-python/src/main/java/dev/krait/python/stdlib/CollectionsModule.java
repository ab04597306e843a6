/*
 * The collections module: Counter, defaultdict and OrderedDict as builtin subclasses of dict
 * (instances are PyDicts made by dict.__new__ with the subclass as their type), deque as a
 * ring buffer, namedtuple classes created at run time as tuple subclasses, and ChainMap.
 * UserDict/UserList/UserString are UserCollections, the views their keys()/items()/values()
 * (and those of collections.abc.Mapping subclasses) return are MappingViews.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyClassMethod;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStaticMethod;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/** {@code collections}. */
public final class CollectionsModule {
  private CollectionsModule() {}

  public static final PyType COUNTER = PyType.builtin("Counter", PyDict.TYPE, CollectionsModule::installCounter);
  public static final PyType DEFAULTDICT = PyType.builtin("defaultdict", PyDict.TYPE,
      CollectionsModule::installDefaultDict);
  public static final PyType ORDERED_DICT = PyType.builtin("OrderedDict", PyDict.TYPE,
      CollectionsModule::installOrderedDict);
  public static final PyType DEQUE = PyType.builtin("collections.deque", PyType.OBJECT, CollectionsModule::installDeque);
  static final PyType DEQUE_ITER = PyType.builtin("_collections._deque_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  public static final PyType CHAIN_MAP = PyType.builtin("ChainMap", PyType.OBJECT, CollectionsModule::installChainMap);
  public static final PyType USER_DICT = UserCollections.USER_DICT;
  public static final PyType USER_LIST = UserCollections.USER_LIST;
  public static final PyType USER_STRING = UserCollections.USER_STRING;

  private static final PyInt ZERO = PyInt.of(0);
  private static final PyInt ONE = PyInt.of(1);

  public static PyModule create() {
    PyModule m = new PyModule("collections");
    m.put("Counter", COUNTER);
    m.put("defaultdict", DEFAULTDICT);
    m.put("OrderedDict", ORDERED_DICT);
    m.put("deque", DEQUE);
    m.put("ChainMap", CHAIN_MAP);
    m.def("namedtuple", CollectionsModule::namedtuple);
    // collections.abc makes two dozen classes: only a cell that uses it pays for them
    Support.importOnFirstUse(m, Map.of("abc", "collections.abc"));
    m.put("UserDict", USER_DICT);
    m.put("UserList", USER_LIST);
    m.put("UserString", USER_STRING);
    return m;
  }

  // ================================================================ collections.abc

  /** Builtin types registered as virtual subclasses of each ABC (closure over the ABC hierarchy). */
  private static final Map<String, Set<String>> BUILTIN_REGISTRY = Map.ofEntries(
      Map.entry("Mapping", Set.of("dict", "mappingproxy", "Counter", "defaultdict", "OrderedDict", "ChainMap",
          "UserDict")),
      Map.entry("MutableMapping", Set.of("dict", "Counter", "defaultdict", "OrderedDict", "ChainMap", "UserDict")),
      Map.entry("Sequence", Set.of("list", "tuple", "str", "range", "bytes", "bytearray", "memoryview", "collections.deque",
          "UserList", "UserString")),
      Map.entry("MutableSequence", Set.of("list", "bytearray", "collections.deque", "UserList")),
      Map.entry("Set", Set.of("set", "frozenset", "dict_keys", "dict_items", "KeysView", "ItemsView")),
      Map.entry("MutableSet", Set.of("set")),
      Map.entry("MappingView", Set.of("dict_keys", "dict_items", "dict_values", "KeysView", "ItemsView",
          "ValuesView")),
      Map.entry("KeysView", Set.of("dict_keys", "KeysView")),
      Map.entry("ItemsView", Set.of("dict_items", "ItemsView")),
      Map.entry("ValuesView", Set.of("dict_values", "ValuesView")),
      Map.entry("ByteString", Set.of("bytes", "bytearray")));

  /** Structural checks ({@code __subclasshook__}) of the one-trick ABCs: required special methods. */
  private static final Map<String, String[]> STRUCTURAL = Map.ofEntries(
      Map.entry("Hashable", new String[] {"__hash__"}),
      Map.entry("Iterable", new String[] {"__iter__"}),
      Map.entry("Iterator", new String[] {"__iter__", "__next__"}),
      Map.entry("Reversible", new String[] {"__reversed__", "__iter__"}),
      Map.entry("Generator", new String[] {"__iter__", "__next__", "send", "throw", "close"}),
      Map.entry("Sized", new String[] {"__len__"}),
      Map.entry("Container", new String[] {"__contains__"}),
      Map.entry("Collection", new String[] {"__len__", "__iter__", "__contains__"}),
      Map.entry("Callable", new String[] {"__call__"}),
      Map.entry("Awaitable", new String[] {"__await__"}),
      Map.entry("Coroutine", new String[] {"__await__", "send", "throw", "close"}),
      Map.entry("AsyncIterable", new String[] {"__aiter__"}),
      Map.entry("AsyncIterator", new String[] {"__aiter__", "__anext__"}),
      Map.entry("AsyncGenerator", new String[] {"__aiter__", "__anext__", "asend", "athrow", "aclose"}));

  private static boolean abcSubclass(PyType abc, PyType c, Map<PyType, List<PyType>> registry) {
    if (c.isSubtypeOf(abc)) {
      return true;
    }
    String name = abc.name();
    Set<String> builtins = BUILTIN_REGISTRY.get(name);
    for (PyType t : c.mroArray()) {
      if (t.isBuiltin() && builtins != null && builtins.contains(t.name())) {
        return true;
      }
      for (Map.Entry<PyType, List<PyType>> e : registry.entrySet()) {
        if (e.getKey().isSubtypeOf(abc) && e.getValue().contains(t)) {
          return true;
        }
      }
    }
    String[] required = STRUCTURAL.get(name);
    if (required != null) {
      if (name.equals("Callable") && (c.isSubtypeOf(PyType.TYPE) || c == PyBuiltinFunction.TYPE
          || c == dev.krait.python.objects.PyBoundMethod.TYPE)) {
        return true;
      }
      for (String method : required) {
        PyObject v = c.lookup(method);
        if (v == null || v == PyNone.NONE) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** {@code import collections.abc}: the ABCs, made afresh for each execution (classes are mutable). */
  public static PyModule createAbc() {
    PyModule abcModule = new PyModule("collections.abc");
    Map<PyType, List<PyType>> registry = new LinkedHashMap<>();
    Map<String, PyObject> metaNs = new LinkedHashMap<>();
    metaNs.put("__module__", PyStr.of("abc"));
    metaNs.put("__instancecheck__", PyBuiltinFunction.method("ABCMeta", "__instancecheck__", (a, k) -> {
      Args.exact("__instancecheck__", a, k, 2);
      return PyBool.of(abcSubclass((PyType) a[0], a[1].type(), registry));
    }));
    metaNs.put("__subclasscheck__", PyBuiltinFunction.method("ABCMeta", "__subclasscheck__", (a, k) -> {
      Args.exact("__subclasscheck__", a, k, 2);
      if (!(a[1] instanceof PyType c)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      return PyBool.of(abcSubclass((PyType) a[0], c, registry));
    }));
    metaNs.put("register", PyBuiltinFunction.method("ABCMeta", "register", (a, k) -> {
      Args.exact("register", a, k, 2);
      if (!(a[1] instanceof PyType c)) {
        throw Errors.typeError("Can only register classes");
      }
      registry.computeIfAbsent((PyType) a[0], x -> new ArrayList<>()).add(c);
      return c;
    }));
    PyType meta = PyType.newClass(PyType.TYPE, "ABCMeta", new PyType[] {PyType.TYPE}, metaNs);
    Map<String, PyType> made = new LinkedHashMap<>();
    String[][] specs = {{"Hashable"}, {"Iterable"}, {"Iterator", "Iterable"}, {"Reversible", "Iterable"},
        {"Generator", "Iterator"}, {"Sized"}, {"Container"}, {"Collection", "Sized", "Iterable", "Container"},
        {"Callable"}, {"Sequence", "Reversible", "Collection"}, {"MutableSequence", "Sequence"},
        {"ByteString", "Sequence"}, {"Set", "Collection"}, {"MutableSet", "Set"}, {"Mapping", "Collection"},
        {"MutableMapping", "Mapping"}, {"MappingView", "Sized"}, {"KeysView", "MappingView", "Set"},
        {"ItemsView", "MappingView", "Set"}, {"ValuesView", "MappingView", "Collection"}, {"Awaitable"},
        {"Coroutine", "Awaitable"}, {"AsyncIterable"}, {"AsyncIterator", "AsyncIterable"},
        {"AsyncGenerator", "AsyncIterator"}};
    for (String[] spec : specs) {
      PyType[] bases = new PyType[spec.length - 1];
      for (int i = 1; i < spec.length; i++) {
        bases[i - 1] = made.get(spec[i]);
      }
      Map<String, PyObject> ns = new LinkedHashMap<>();
      ns.put("__module__", PyStr.of("collections.abc"));
      ns.put("__qualname__", PyStr.of(spec[0]));
      ns.put("__slots__", PyTuple.EMPTY);
      ns.put("__class_getitem__", PyBuiltinFunction.function("__class_getitem__", (a, k) ->
          new dev.krait.python.objects.PyGenericAlias(a[0], a[1])));
      abcMixins(spec[0], ns);
      PyType t = PyType.newClass(meta, spec[0], bases, ns);
      made.put(spec[0], t);
      abcModule.put(spec[0], t);
    }
    return abcModule;
  }

  private static PyBuiltinFunction mixin(String owner, String name, BuiltinBody body) {
    return PyBuiltinFunction.method(owner, name, body);
  }

  /** The mixin methods an ABC gives its subclasses. */
  private static void abcMixins(String abc, Map<String, PyObject> ns) {
    switch (abc) {
      case "Iterator" -> ns.put("__iter__", mixin(abc, "__iter__", (a, k) -> a[0]));
      case "Sequence" -> {
        ns.put("__iter__", mixin(abc, "__iter__", (a, k) -> new UserCollections.IndexIterator(a[0], false)));
        ns.put("__contains__", mixin(abc, "__contains__", (a, k) -> {
          for (PyObject v : Support.toList(a[0])) {
            if (v == a[1] || Ops.eq(v, a[1])) {
              return PyBool.TRUE;
            }
          }
          return PyBool.FALSE;
        }));
        ns.put("__reversed__", mixin(abc, "__reversed__", (a, k) -> new UserCollections.IndexIterator(a[0], true)));
        ns.put("index", mixin(abc, "index", (a, k) -> {
          long i = 0;
          for (PyObject v : Support.toList(a[0])) {
            if (v == a[1] || Ops.eq(v, a[1])) {
              return PyInt.of(i);
            }
            i++;
          }
          throw Errors.valueError("sequence.index(x): x not in sequence");
        }));
        ns.put("count", mixin(abc, "count", (a, k) -> {
          long n = 0;
          for (PyObject v : Support.toList(a[0])) {
            if (v == a[1] || Ops.eq(v, a[1])) {
              n++;
            }
          }
          return PyInt.of(n);
        }));
      }
      case "MutableSequence" -> {
        ns.put("append", mixin(abc, "append", (a, k) -> {
          Ops.getattr(a[0], "insert").call(new PyObject[] {PyInt.of(Ops.len(a[0])), a[1]}, null);
          return PyNone.NONE;
        }));
        ns.put("extend", mixin(abc, "extend", (a, k) -> {
          PyObject append = Ops.getattr(a[0], "append");
          for (PyObject v : Support.toList(a[1])) {
            Support.call1(append, v);
          }
          return PyNone.NONE;
        }));
        ns.put("pop", mixin(abc, "pop", (a, k) -> {
          PyObject idx = a.length > 1 ? a[1] : PyInt.of(-1);
          PyObject v = Ops.getitem(a[0], idx);
          Ops.delitem(a[0], idx);
          return v;
        }));
        ns.put("remove", mixin(abc, "remove", (a, k) -> {
          PyObject idx = Ops.getattr(a[0], "index").call(new PyObject[] {a[1]}, null);
          Ops.delitem(a[0], idx);
          return PyNone.NONE;
        }));
        ns.put("__iadd__", mixin(abc, "__iadd__", (a, k) -> {
          Ops.getattr(a[0], "extend").call(new PyObject[] {a[1]}, null);
          return a[0];
        }));
      }
      case "Mapping" -> {
        ns.put("get", mixin(abc, "get", (a, k) -> {
          try {
            return Ops.getitem(a[0], a[1]);
          } catch (PyError e) {
            if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
              return a.length > 2 ? a[2] : PyNone.NONE;
            }
            throw e;
          }
        }));
        ns.put("__contains__", mixin(abc, "__contains__", (a, k) -> {
          try {
            Ops.getitem(a[0], a[1]);
            return PyBool.TRUE;
          } catch (PyError e) {
            if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
              return PyBool.FALSE;
            }
            throw e;
          }
        }));
        ns.put("keys", mixin(abc, "keys", (a, k) -> MappingViews.keys(a[0])));
        ns.put("items", mixin(abc, "items", (a, k) -> MappingViews.items(a[0])));
        ns.put("values", mixin(abc, "values", (a, k) -> MappingViews.values(a[0])));
        ns.put("__eq__", mixin(abc, "__eq__", (a, k) -> {
          if (!isMapping(a[1])) {
            return PyNotImplemented.NOT_IMPLEMENTED;
          }
          PyDict x = new PyDict();
          for (PyObject[] kv : mappingItems(a[0])) {
            x.setItem(kv[0], kv[1]);
          }
          PyDict y = new PyDict();
          for (PyObject[] kv : mappingItems(a[1])) {
            y.setItem(kv[0], kv[1]);
          }
          return Ops.richCompare(x, y, Ops.Compare.EQ);
        }));
        ns.put("__hash__", PyNone.NONE);
      }
      case "MutableMapping" -> {
        ns.put("pop", mixin(abc, "pop", (a, k) -> {
          try {
            PyObject v = Ops.getitem(a[0], a[1]);
            Ops.delitem(a[0], a[1]);
            return v;
          } catch (PyError e) {
            if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR) && a.length > 2) {
              return a[2];
            }
            throw e;
          }
        }));
        ns.put("setdefault", mixin(abc, "setdefault", (a, k) -> {
          try {
            return Ops.getitem(a[0], a[1]);
          } catch (PyError e) {
            if (!e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
              throw e;
            }
            PyObject v = a.length > 2 ? a[2] : PyNone.NONE;
            Ops.setitem(a[0], a[1], v);
            return v;
          }
        }));
        ns.put("update", mixin(abc, "update", (a, k) -> {
          if (Args.posCount(a, k) > 1) {
            PyObject other = a[1];
            if (isMapping(other)) {
              for (PyObject[] kv : mappingItems(other)) {
                Ops.setitem(a[0], kv[0], kv[1]);
              }
            } else {
              for (PyObject pair : Support.toList(other)) {
                PyObject[] kv = Ops.toArray(pair);
                Ops.setitem(a[0], kv[0], kv[1]);
              }
            }
          }
          int nkw = Args.kwCount(k);
          for (int i = 0; i < nkw; i++) {
            Ops.setitem(a[0], PyStr.of(k[i]), a[a.length - nkw + i]);
          }
          return PyNone.NONE;
        }));
        ns.put("clear", mixin(abc, "clear", (a, k) -> {
          for (PyObject key : Support.toList(a[0])) {
            Ops.delitem(a[0], key);
          }
          return PyNone.NONE;
        }));
        ns.put("popitem", mixin(abc, "popitem", (a, k) -> {
          PyObject it = Ops.iter(a[0]);
          PyObject key = Ops.next(it);
          if (key == null) {
            throw Errors.keyError(PyNone.NONE);
          }
          PyObject v = Ops.getitem(a[0], key);
          Ops.delitem(a[0], key);
          return PyTuple.of(key, v);
        }));
      }
      default -> {
      }
    }
  }

  // ================================================================ helpers

  /** A new dict-subclass instance through dict.__new__(cls) (which honours cls). */
  static PyDict newDict(PyType cls) {
    return (PyDict) Ops.unwrapStatic(PyDict.TYPE.lookup("__new__")).call(new PyObject[] {cls}, null);
  }

  private static PyObject dictInit(PyObject self, PyObject[] args, String[] kw) {
    return Ops.callMethodDescriptor(PyDict.TYPE.lookup("__init__"), self, args, kw);
  }

  private static String dictRepr(PyObject d) {
    return ((PyStr) Ops.callMethodDescriptor(PyDict.TYPE.lookup("__repr__"), d, new PyObject[0], null)).value();
  }

  private static PyObject[] rest(PyObject[] a, int skip) {
    PyObject[] out = new PyObject[a.length - skip];
    System.arraycopy(a, skip, out, 0, out.length);
    return out;
  }

  private static boolean gt0(PyObject v) {
    return Ops.truthy(Ops.richCompare(v, ZERO, Ops.Compare.GT));
  }

  private static boolean lt0(PyObject v) {
    return Ops.truthy(Ops.richCompare(v, ZERO, Ops.Compare.LT));
  }

  private static PyObject getOr0(PyDict d, PyObject k) {
    PyObject v = d.getItemOrNull(k);
    return v == null ? ZERO : v;
  }

  private static boolean isMapping(PyObject o) {
    return o instanceof PyDict || (Ops.hasattr(o, "keys") && o.type().lookup("__getitem__") != null);
  }

  /** (key, value) pairs of any mapping. */
  private static List<PyObject[]> mappingItems(PyObject o) {
    if (o instanceof PyDict d) {
      return Support.items(d);
    }
    List<PyObject[]> out = new ArrayList<>();
    for (PyObject k : Support.toList(Ops.call(Ops.getattr(o, "keys")))) {
      out.add(new PyObject[] {k, Ops.getitem(o, k)});
    }
    return out;
  }

  private static void clearDict(PyDict d) {
    for (PyObject k : d.keys()) {
      d.delItem(k);
    }
  }

  // ================================================================ Counter

  private static PyDict counter(PyObject o) {
    return (PyDict) o;
  }

  private static void counterUpdate(PyDict self, PyObject[] a, String[] k, boolean subtract) {
    int npos = Args.posCount(a, k);
    if (npos > 2) {
      throw Errors.typeError("expected at most 1 argument, got " + (npos - 1));
    }
    PyObject iterable = npos == 2 ? a[1] : null;
    if (iterable != null && iterable != PyNone.NONE) {
      if (isMapping(iterable)) {
        counterMerge(self, mappingItems(iterable), subtract);
      } else {
        Support.forEach(iterable, e -> self.addCount(e, ONE, subtract));
      }
    }
    int nkw = Args.kwCount(k);
    if (nkw > 0) {
      List<PyObject[]> kws = new ArrayList<>();
      for (int i = 0; i < nkw; i++) {
        kws.add(new PyObject[] {PyStr.of(k[i]), a[a.length - nkw + i]});
      }
      counterMerge(self, kws, subtract);
    }
  }

  /** Counter.update/subtract with a mapping: CPython's order of operands. */
  private static void counterMerge(PyDict self, List<PyObject[]> items, boolean subtract) {
    boolean empty = self.keys().isEmpty();
    for (PyObject[] kv : items) {
      ResourceMeter.current().tick();
      if (subtract) {
        self.setItem(kv[0], Ops.binary(getOr0(self, kv[0]), kv[1], Ops.Binary.SUB));
      } else if (empty) {
        self.setItem(kv[0], kv[1]);
      } else {
        self.setItem(kv[0], Ops.binary(kv[1], getOr0(self, kv[0]), Ops.Binary.ADD));
      }
    }
  }

  private static List<PyObject[]> mostCommon(PyDict self) {
    List<PyObject[]> items = Support.items(self);
    PyObject[] objs = new PyObject[items.size()];
    PyObject[] keys = new PyObject[items.size()];
    for (int i = 0; i < objs.length; i++) {
      objs[i] = PyTuple.of(items.get(i));
      keys[i] = items.get(i)[1];
    }
    Support.sort(objs, keys, true);
    List<PyObject[]> out = new ArrayList<>(objs.length);
    for (PyObject o : objs) {
      out.add(((PyTuple) o).toArray());
    }
    return out;
  }

  private interface CountRule {
    /** The new count for elem (self count, other count), or null to omit. */
    PyObject apply(PyObject mine, PyObject theirs);
  }

  private static PyObject counterBinary(PyObject[] a, CountRule forSelf, CountRule forOtherOnly) {
    if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
      return PyNotImplemented.NOT_IMPLEMENTED;
    }
    PyDict self = counter(a[0]);
    PyDict result = newDict(COUNTER);
    for (PyObject[] kv : Support.items(self)) {
      PyObject v = forSelf.apply(kv[1], getOr0(other, kv[0]));
      if (v != null) {
        result.setItem(kv[0], v);
      }
    }
    if (forOtherOnly != null) {
      for (PyObject[] kv : Support.items(other)) {
        if (self.getItemOrNull(kv[0]) == null) {
          PyObject v = forOtherOnly.apply(ZERO, kv[1]);
          if (v != null) {
            result.setItem(kv[0], v);
          }
        }
      }
    }
    return result;
  }

  private static PyObject keepPositive(PyDict self) {
    for (PyObject[] kv : Support.items(self)) {
      if (!gt0(kv[1])) {
        self.delItem(kv[0]);
      }
    }
    return self;
  }

  private static void installCounter(PyType t) {
    t.markBaseType();
    t.defineMethod("__init__", (a, k) -> {
      counterUpdate(counter(a[0]), a, k, false);
      return PyNone.NONE;
    });
    t.defineMethod("__missing__", (a, k) -> ZERO);
    t.defineMethod("update", (a, k) -> {
      counterUpdate(counter(a[0]), a, k, false);
      return PyNone.NONE;
    });
    t.defineMethod("subtract", (a, k) -> {
      counterUpdate(counter(a[0]), a, k, true);
      return PyNone.NONE;
    });
    t.defineMethod("total", (a, k) -> {
      PyObject sum = ZERO;
      for (PyObject[] kv : Support.items(counter(a[0]))) {
        sum = Ops.binary(sum, kv[1], Ops.Binary.ADD);
      }
      return sum;
    });
    t.defineMethod("most_common", (a, k) -> {
      PyObject[] p = Support.bindMethod("most_common", a, k, new String[] {"n"}, 0);
      List<PyObject[]> items = mostCommon(counter(a[0]));
      int n = items.size();
      if (p[0] != null && p[0] != PyNone.NONE) {
        n = (int) Math.max(0, Math.min(n, Support.toLong(p[0])));
      }
      List<PyObject> out = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        out.add(PyTuple.of(items.get(i)));
      }
      return Support.list(out);
    });
    t.defineMethod("elements", (a, k) -> {
      List<PyObject> out = new ArrayList<>();
      ResourceMeter meter = ResourceMeter.current();
      for (PyObject[] kv : Support.items(counter(a[0]))) {
        long n = Support.toLong(kv[1]);
        meter.allocateSlots(Math.max(n, 0));
        for (long i = 0; i < n; i++) {
          out.add(kv[0]);
        }
      }
      return Ops.iter(Support.list(out));
    });
    t.defineMethod("copy", (a, k) -> {
      PyDict r = newDict(a[0].type());
      for (PyObject[] kv : Support.items(counter(a[0]))) {
        r.setItem(kv[0], kv[1]);
      }
      return r;
    });
    t.defineMethod("__copy__", (a, k) -> Ops.call(Ops.getattr(a[0], "copy")));
    t.defineMethod("__delitem__", (a, k) -> {
      PyDict self = counter(a[0]);
      if (self.getItemOrNull(a[1]) != null) {
        self.delItem(a[1]);
      }
      return PyNone.NONE;
    });
    t.defineClassMethod("fromkeys", (a, k) -> {
      throw Errors.notImplemented("Counter.fromkeys() is undefined.  Use Counter(iterable) instead.");
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyDict self = counter(a[0]);
      String name = self.type().name();
      if (self.keys().isEmpty()) {
        return PyStr.of(name + "()");
      }
      PyDict d = new PyDict();
      try {
        for (PyObject[] kv : mostCommon(self)) {
          d.setItem(kv[0], kv[1]);
        }
      } catch (PyError e) {
        if (!e.matches(dev.krait.python.objects.ExceptionTypes.TYPE_ERROR)) {
          throw e;
        }
        d = new PyDict();
        for (PyObject[] kv : Support.items(self)) {
          d.setItem(kv[0], kv[1]);
        }
      }
      return PyStr.of(name + "(" + Ops.repr(d) + ")");
    });
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(counterEq(counter(a[0]), other) && counterEq(other, counter(a[0])));
    });
    t.defineMethod("__ne__", (a, k) -> {
      if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(!(counterEq(counter(a[0]), other) && counterEq(other, counter(a[0]))));
    });
    // multiset inclusion (3.10+): a missing element counts as zero
    String[][] cmps = {{"__le__", "le"}, {"__lt__", "lt"}, {"__ge__", "ge"}, {"__gt__", "gt"}};
    for (String[] c : cmps) {
      t.defineMethod(c[0], (a, k) -> {
        if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        PyDict self = counter(a[0]);
        PyDict small = c[1].startsWith("l") ? self : other;
        PyDict big = small == self ? other : self;
        boolean ok = counterIncluded(small, big, small) && counterIncluded(small, big, big);
        if (ok && c[1].endsWith("t")) {
          ok = !(counterEq(self, other) && counterEq(other, self));
        }
        return PyBool.of(ok);
      });
    }
    t.defineMethod("__add__", (a, k) -> counterBinary(a, (x, y) -> {
      PyObject v = Ops.binary(x, y, Ops.Binary.ADD);
      return gt0(v) ? v : null;
    }, (x, y) -> gt0(y) ? y : null));
    t.defineMethod("__sub__", (a, k) -> counterBinary(a, (x, y) -> {
      PyObject v = Ops.binary(x, y, Ops.Binary.SUB);
      return gt0(v) ? v : null;
    }, (x, y) -> lt0(y) ? Ops.binary(ZERO, y, Ops.Binary.SUB) : null));
    t.defineMethod("__or__", (a, k) -> counterBinary(a, (x, y) -> {
      PyObject v = Ops.lt(x, y) ? y : x;
      return gt0(v) ? v : null;
    }, (x, y) -> gt0(y) ? y : null));
    t.defineMethod("__and__", (a, k) -> counterBinary(a, (x, y) -> {
      PyObject v = Ops.lt(x, y) ? x : y;
      return gt0(v) ? v : null;
    }, null));
    t.defineMethod("__pos__", (a, k) -> {
      PyDict r = newDict(COUNTER);
      for (PyObject[] kv : Support.items(counter(a[0]))) {
        if (gt0(kv[1])) {
          r.setItem(kv[0], kv[1]);
        }
      }
      return r;
    });
    t.defineMethod("__neg__", (a, k) -> {
      PyDict r = newDict(COUNTER);
      for (PyObject[] kv : Support.items(counter(a[0]))) {
        if (lt0(kv[1])) {
          r.setItem(kv[0], Ops.binary(ZERO, kv[1], Ops.Binary.SUB));
        }
      }
      return r;
    });
    t.defineMethod("__iadd__", (a, k) -> counterInplace(a, Ops.Binary.ADD));
    t.defineMethod("__isub__", (a, k) -> counterInplace(a, Ops.Binary.SUB));
    t.defineMethod("__ior__", (a, k) -> {
      if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyDict self = counter(a[0]);
      for (PyObject[] kv : Support.items(other)) {
        if (Ops.lt(getOr0(self, kv[0]), kv[1])) {
          self.setItem(kv[0], kv[1]);
        }
      }
      return keepPositive(self);
    });
    t.defineMethod("__iand__", (a, k) -> {
      if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyDict self = counter(a[0]);
      for (PyObject[] kv : Support.items(self)) {
        PyObject o = getOr0(other, kv[0]);
        if (Ops.lt(o, kv[1])) {
          self.setItem(kv[0], o);
        }
      }
      return keepPositive(self);
    });
  }

  /** Every count of {@code x} is <= the count in {@code y}, over the keys of {@code keys}. */
  private static boolean counterIncluded(PyDict x, PyDict y, PyDict keys) {
    for (PyObject[] kv : Support.items(keys)) {
      if (!Ops.truthy(Ops.richCompare(getOr0(x, kv[0]), getOr0(y, kv[0]), Ops.Compare.LE))) {
        return false;
      }
    }
    return true;
  }

  private static boolean counterEq(PyDict x, PyDict y) {
    for (PyObject[] kv : Support.items(x)) {
      if (!Ops.eq(kv[1], getOr0(y, kv[0]))) {
        return false;
      }
    }
    return true;
  }

  private static PyObject counterInplace(PyObject[] a, Ops.Binary op) {
    if (!(a[1] instanceof PyDict other) || !a[1].type().isSubtypeOf(COUNTER)) {
      return PyNotImplemented.NOT_IMPLEMENTED;
    }
    PyDict self = counter(a[0]);
    for (PyObject[] kv : Support.items(other)) {
      self.setItem(kv[0], Ops.binary(getOr0(self, kv[0]), kv[1], op));
    }
    return keepPositive(self);
  }

  // ================================================================ defaultdict

  private static final PyStr FACTORY = PyStr.of("default_factory");

  private static PyObject factoryOf(PyObject self) {
    PyDict attrs = self.instanceDict();
    PyObject f = attrs == null ? null : attrs.getItemOrNull(FACTORY);
    return f == null ? PyNone.NONE : f;
  }

  /** {@code self | other} / {@code other | self} keeping the subclass (defaultdict, OrderedDict). */
  private static void defineTypedOr(PyType t, boolean withFactory) {
    t.defineMethod("__or__", (a, k) -> {
      Args.exact("__or__", a, k, 2);
      if (!(a[1] instanceof PyDict)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyObject r = withFactory ? Ops.call(a[0].type(), factoryOf(a[0]), a[0]) : Ops.call(a[0].type(), a[0]);
      Ops.call(Ops.getattr(r, "update"), a[1]);
      return r;
    });
    t.defineMethod("__ror__", (a, k) -> {
      Args.exact("__ror__", a, k, 2);
      if (!(a[1] instanceof PyDict)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyObject r = withFactory ? Ops.call(a[0].type(), factoryOf(a[0]), a[1]) : Ops.call(a[0].type(), a[1]);
      Ops.call(Ops.getattr(r, "update"), a[0]);
      return r;
    });
  }

  private static void installDefaultDict(PyType t) {
    t.markBaseType();
    defineTypedOr(t, true);
    t.defineMethod("__init__", (a, k) -> {
      int npos = Args.posCount(a, k);
      PyObject factory = PyNone.NONE;
      PyObject[] rest;
      if (npos >= 2) {
        factory = a[1];
        if (factory != PyNone.NONE && !Support.isCallable(factory)) {
          throw Errors.typeError("first argument must be callable or None");
        }
        rest = rest(a, 2);
      } else {
        rest = rest(a, 1);
      }
      a[0].instanceDict().setItem(FACTORY, factory);
      dictInit(a[0], rest, k);
      return PyNone.NONE;
    });
    t.defineMethod("__missing__", (a, k) -> {
      Args.exact("__missing__", a, k, 2);
      PyObject f = factoryOf(a[0]);
      if (f == PyNone.NONE) {
        throw Errors.keyError(a[1]);
      }
      PyObject v = Ops.call(f);
      Ops.setitem(a[0], a[1], v);
      return v;
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyObject f = factoryOf(a[0]);
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        String fr = f == a[0] ? "..." : Ops.repr(f);
        return PyStr.of(a[0].type().name() + "(" + fr + ", " + dictRepr(a[0]) + ")");
      } finally {
        ResourceMeter.current().leaveNative();
      }
    });
    t.defineMethod("copy", (a, k) -> copyDefaultDict(a[0]));
    t.defineMethod("__copy__", (a, k) -> copyDefaultDict(a[0]));
    t.defineMethod("__reduce__", (a, k) -> {
      throw Errors.notImplemented("pickling is not supported by Krait");
    });
  }

  private static PyObject copyDefaultDict(PyObject self) {
    PyDict r = newDict(self.type());
    r.instanceDict().setItem(FACTORY, factoryOf(self));
    for (PyObject[] kv : Support.items((PyDict) self)) {
      r.setItem(kv[0], kv[1]);
    }
    return r;
  }

  // ================================================================ OrderedDict

  private static void installOrderedDict(PyType t) {
    defineTypedOr(t, false);
    t.markBaseType();
    t.defineMethod("move_to_end", (a, k) -> {
      PyObject[] p = Support.bindMethod("move_to_end", a, k, new String[] {"key", "last"}, 1);
      PyDict self = (PyDict) a[0];
      boolean last = p[1] == null || Ops.truthy(p[1]);
      PyObject v = self.getItemOrNull(p[0]);
      if (v == null) {
        throw Errors.keyError(p[0]);
      }
      if (last) {
        PyObject key = findKey(self, p[0]);
        self.delItem(p[0]);
        self.setItem(key, v);
      } else {
        List<PyObject[]> items = Support.items(self);
        clearDict(self);
        PyObject key = null;
        for (PyObject[] kv : items) {
          if (Ops.eq(kv[0], p[0])) {
            key = kv[0];
          }
        }
        self.setItem(key, v);
        for (PyObject[] kv : items) {
          if (kv[0] != key) {
            self.setItem(kv[0], kv[1]);
          }
        }
      }
      return PyNone.NONE;
    });
    t.defineMethod("popitem", (a, k) -> {
      PyObject[] p = Support.bindMethod("popitem", a, k, new String[] {"last"}, 0);
      PyDict self = (PyDict) a[0];
      boolean last = p[0] == null || Ops.truthy(p[0]);
      List<PyObject> keys = self.keys();
      if (keys.isEmpty()) {
        throw Errors.keyError(PyStr.of("dictionary is empty"));
      }
      PyObject key = last ? keys.get(keys.size() - 1) : keys.get(0);
      PyObject v = self.getItemOrNull(key);
      self.delItem(key);
      return PyTuple.of(key, v);
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyDict self = (PyDict) a[0];
      String name = self.type().name();
      List<PyObject[]> items = Support.items(self);
      if (items.isEmpty()) {
        return PyStr.of(name + "()");
      }
      List<PyObject> pairs = new ArrayList<>();
      for (PyObject[] kv : items) {
        pairs.add(PyTuple.of(kv));
      }
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        return PyStr.of(name + "([" + Support.joinReprs(pairs) + "])");
      } finally {
        ResourceMeter.current().leaveNative();
      }
    });
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyDict other)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyObject plain = Ops.callMethodDescriptor(PyDict.TYPE.lookup("__eq__"), a[0], new PyObject[] {a[1]}, null);
      if (plain != PyBool.TRUE || !a[1].type().isSubtypeOf(ORDERED_DICT)) {
        return plain;
      }
      List<PyObject> ka = ((PyDict) a[0]).keys();
      List<PyObject> kb = other.keys();
      for (int i = 0; i < ka.size(); i++) {
        if (!Ops.eq(ka.get(i), kb.get(i))) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
    t.defineMethod("__ne__", (a, k) -> {
      PyObject r = Ops.callMethodDescriptor(t.lookup("__eq__"), a[0], new PyObject[] {a[1]}, null);
      return r == PyNotImplemented.NOT_IMPLEMENTED ? r : PyBool.of(!Ops.truthy(r));
    });
    t.defineMethod("copy", (a, k) -> {
      PyDict r = newDict(a[0].type());
      for (PyObject[] kv : Support.items((PyDict) a[0])) {
        r.setItem(kv[0], kv[1]);
      }
      return r;
    });
  }

  private static PyObject findKey(PyDict d, PyObject key) {
    for (PyObject k : d.keys()) {
      if (Ops.eq(k, key)) {
        return k;
      }
    }
    return key;
  }

  // ================================================================ deque

  /** A ring buffer of Python objects. */
  static final class DequeObject extends ClassInstance {
    PyObject[] buf = new PyObject[8];
    int head;
    int size;
    int maxlen = -1;
    int version;

    DequeObject(PyType type) {
      super(type);
    }

    @Override
    boolean ownInstancesTakeAttributes() {
      return false;
    }

    @Override
    public long shallowSize() {
      return 32 + 8L * buf.length;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visitAll(buf);
    }

    PyObject get(int i) {
      return buf[(head + i) & (buf.length - 1)];
    }

    void set(int i, PyObject v) {
      buf[(head + i) & (buf.length - 1)] = v;
    }

    private void grow() {
      if (size < buf.length) {
        return;
      }
      ResourceMeter.current().allocateSlots(buf.length * 2L);
      PyObject[] nb = new PyObject[buf.length * 2];
      for (int i = 0; i < size; i++) {
        nb[i] = get(i);
      }
      buf = nb;
      head = 0;
    }

    void append(PyObject v) {
      version++;
      if (maxlen == 0) {
        return;
      }
      if (size == maxlen) {
        popLeft();
      }
      grow();
      set(size, v);
      size++;
    }

    void appendLeft(PyObject v) {
      version++;
      if (maxlen == 0) {
        return;
      }
      if (size == maxlen) {
        pop();
      }
      grow();
      head = (head - 1) & (buf.length - 1);
      buf[head] = v;
      size++;
    }

    PyObject pop() {
      if (size == 0) {
        throw Errors.indexError("pop from an empty deque");
      }
      version++;
      PyObject v = get(size - 1);
      set(size - 1, null);
      size--;
      return v;
    }

    PyObject popLeft() {
      if (size == 0) {
        throw Errors.indexError("pop from an empty deque");
      }
      version++;
      PyObject v = buf[head];
      buf[head] = null;
      head = (head + 1) & (buf.length - 1);
      size--;
      return v;
    }

    List<PyObject> toList() {
      List<PyObject> out = new ArrayList<>(size);
      for (int i = 0; i < size; i++) {
        out.add(get(i));
      }
      return out;
    }

    void setAll(List<PyObject> items) {
      version++;
      int cap = 8;
      while (cap < items.size() + 1) {
        cap *= 2;
      }
      buf = new PyObject[cap];
      head = 0;
      size = 0;
      for (PyObject o : items) {
        buf[size++] = o;
      }
    }

    int index(PyObject idx) {
      long i = Support.toLong(idx);
      if (i < 0) {
        i += size;
      }
      if (i < 0 || i >= size) {
        throw Errors.indexError("deque index out of range");
      }
      return (int) i;
    }

    String repr() {
      String name = type().isBuiltin() ? type().qualname() : type().name();
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        String body = "[" + Support.joinReprs(toList()) + "]";
        return maxlen < 0 ? name + "(" + body + ")" : name + "(" + body + ", maxlen=" + maxlen + ")";
      } finally {
        ResourceMeter.current().leaveNative();
      }
    }
  }

  /** Iterator over a deque (forward or reversed), failing when the deque is mutated. */
  static final class DequeIterator extends PyIterator {
    private final DequeObject d;
    private final int version;
    private final boolean reversed;
    private int i;

    DequeIterator(DequeObject d, boolean reversed) {
      this.d = d;
      this.version = d.version;
      this.reversed = reversed;
    }

    @Override
    public PyType type() {
      return DEQUE_ITER;
    }

    @Override
    public PyObject nextOrNull() {
      if (i >= d.size) {
        return null;
      }
      if (d.version != version) {
        throw Errors.runtimeError("deque mutated during iteration");
      }
      PyObject v = reversed ? d.get(d.size - 1 - i) : d.get(i);
      i++;
      return v;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(d);
    }
  }

  private static DequeObject dq(PyObject o) {
    return (DequeObject) o;
  }

  private static DequeObject newDeque(PyType cls, int maxlen, List<PyObject> items) {
    DequeObject d = new DequeObject(cls);
    d.maxlen = maxlen;
    for (PyObject o : items) {
      d.append(o);
    }
    return d;
  }

  private static void installDeque(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new DequeObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("deque", a, k, new String[] {"iterable", "maxlen"}, 0);
      DequeObject d = dq(a[0]);
      if (p[1] != null && p[1] != PyNone.NONE) {
        if (!(p[1] instanceof PyInt)) {
          throw Errors.typeError("an integer is required");
        }
        long ml = Support.toLong(p[1]);
        if (ml < 0) {
          throw Errors.valueError("maxlen must be non-negative");
        }
        d.maxlen = (int) Math.min(ml, Integer.MAX_VALUE);
      } else {
        d.maxlen = -1;
      }
      if (d.size > 0) {
        d.setAll(new ArrayList<>());
      }
      if (p[0] != null) {
        // deque(it) fills a deque that only the Java stack reaches until __init__ returns
        ResourceMeter meter = ResourceMeter.current();
        meter.hold(d);
        try {
          Support.forEach(p[0], d::append);
        } finally {
          meter.release(d);
        }
      }
      return PyNone.NONE;
    });
    t.defineGetter("maxlen", o -> dq(o).maxlen < 0 ? PyNone.NONE : PyInt.of(dq(o).maxlen));
    t.defineMethod("append", (a, k) -> {
      Args.exact("append", a, k, 2);
      dq(a[0]).append(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("appendleft", (a, k) -> {
      Args.exact("appendleft", a, k, 2);
      dq(a[0]).appendLeft(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.exact("pop", a, k, 1);
      return dq(a[0]).pop();
    });
    t.defineMethod("popleft", (a, k) -> {
      Args.exact("popleft", a, k, 1);
      return dq(a[0]).popLeft();
    });
    t.defineMethod("extend", (a, k) -> {
      Args.exact("extend", a, k, 2);
      DequeObject d = dq(a[0]);
      List<PyObject> items = a[1] == d ? d.toList() : Support.toList(a[1]);
      for (PyObject o : items) {
        d.append(o);
      }
      return PyNone.NONE;
    });
    t.defineMethod("extendleft", (a, k) -> {
      Args.exact("extendleft", a, k, 2);
      DequeObject d = dq(a[0]);
      List<PyObject> items = a[1] == d ? d.toList() : Support.toList(a[1]);
      for (PyObject o : items) {
        d.appendLeft(o);
      }
      return PyNone.NONE;
    });
    t.defineMethod("clear", (a, k) -> {
      dq(a[0]).setAll(new ArrayList<>());
      return PyNone.NONE;
    });
    t.defineMethod("rotate", (a, k) -> {
      Args.range("rotate", a, k, 1, 2);
      DequeObject d = dq(a[0]);
      long n = a.length > 1 ? Support.toLong(a[1]) : 1;
      if (d.size <= 1) {
        return PyNone.NONE;
      }
      long r = ((n % d.size) + d.size) % d.size;
      List<PyObject> items = d.toList();
      List<PyObject> out = new ArrayList<>(items.size());
      for (int i = 0; i < items.size(); i++) {
        out.add(items.get((int) ((i - r + items.size()) % items.size())));
      }
      d.setAll(out);
      return PyNone.NONE;
    });
    t.defineMethod("reverse", (a, k) -> {
      DequeObject d = dq(a[0]);
      List<PyObject> items = d.toList();
      java.util.Collections.reverse(items);
      d.setAll(items);
      return PyNone.NONE;
    });
    t.defineMethod("count", (a, k) -> {
      Args.exact("count", a, k, 2);
      DequeObject d = dq(a[0]);
      long c = 0;
      for (PyObject o : d.toList()) {
        ResourceMeter.current().tick();
        if (Ops.eq(o, a[1])) {
          c++;
        }
      }
      return PyInt.of(c);
    });
    t.defineMethod("index", (a, k) -> {
      Args.range("index", a, k, 2, 4);
      DequeObject d = dq(a[0]);
      int n = d.size;
      long start = a.length > 2 ? Support.toLong(a[2]) : 0;
      long stop = a.length > 3 ? Support.toLong(a[3]) : n;
      if (start < 0) {
        start = Math.max(0, start + n);
      }
      if (stop < 0) {
        stop = Math.max(0, stop + n);
      }
      stop = Math.min(stop, n);
      for (long i = start; i < stop; i++) {
        if (Ops.eq(d.get((int) i), a[1])) {
          return PyInt.of(i);
        }
      }
      throw Errors.valueError(Ops.repr(a[1]) + " is not in deque");
    });
    t.defineMethod("remove", (a, k) -> {
      Args.exact("remove", a, k, 2);
      DequeObject d = dq(a[0]);
      List<PyObject> items = d.toList();
      for (int i = 0; i < items.size(); i++) {
        if (Ops.eq(items.get(i), a[1])) {
          items.remove(i);
          d.setAll(items);
          return PyNone.NONE;
        }
      }
      throw Errors.valueError(Ops.repr(a[1]) + " is not in deque");
    });
    t.defineMethod("insert", (a, k) -> {
      Args.exact("insert", a, k, 3);
      DequeObject d = dq(a[0]);
      if (d.maxlen >= 0 && d.size >= d.maxlen) {
        throw Errors.indexError("deque already at its maximum size");
      }
      long i = Support.toLong(a[1]);
      int n = d.size;
      if (i < 0) {
        i = Math.max(0, i + n);
      }
      i = Math.min(i, n);
      List<PyObject> items = d.toList();
      items.add((int) i, a[2]);
      d.setAll(items);
      return PyNone.NONE;
    });
    t.defineMethod("copy", (a, k) -> newDeque(a[0].type(), dq(a[0]).maxlen, dq(a[0]).toList()));
    t.defineMethod("__copy__", (a, k) -> newDeque(a[0].type(), dq(a[0]).maxlen, dq(a[0]).toList()));
    t.defineMethod("__len__", (a, k) -> PyInt.of(dq(a[0]).size));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(dq(a[0]).size > 0));
    t.defineMethod("__iter__", (a, k) -> new DequeIterator(dq(a[0]), false));
    t.defineMethod("__reversed__", (a, k) -> new DequeIterator(dq(a[0]), true));
    t.defineMethod("__contains__", (a, k) -> {
      for (PyObject o : dq(a[0]).toList()) {
        if (Ops.eq(o, a[1])) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
    t.defineMethod("__getitem__", (a, k) -> {
      DequeObject d = dq(a[0]);
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        throw Errors.typeError("sequence index must be integer, not '" + a[1].type().name() + "'");
      }
      return d.get(d.index(a[1]));
    });
    t.defineMethod("__setitem__", (a, k) -> {
      DequeObject d = dq(a[0]);
      d.set(d.index(a[1]), a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      DequeObject d = dq(a[0]);
      int i = d.index(a[1]);
      List<PyObject> items = d.toList();
      items.remove(i);
      d.setAll(items);
      return PyNone.NONE;
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(dq(a[0]).repr()));
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__add__", (a, k) -> {
      if (!(a[1] instanceof DequeObject other)) {
        throw Errors.typeError("can only concatenate deque (not \"" + a[1].type().name() + "\") to deque");
      }
      List<PyObject> items = dq(a[0]).toList();
      items.addAll(other.toList());
      return newDeque(a[0].type(), dq(a[0]).maxlen, items);
    });
    t.defineMethod("__iadd__", (a, k) -> {
      DequeObject d = dq(a[0]);
      List<PyObject> items = a[1] == d ? d.toList() : Support.toList(a[1]);
      for (PyObject o : items) {
        d.append(o);
      }
      return d;
    });
    t.defineMethod("__mul__", (a, k) -> {
      long n = Support.toLong(a[1]);
      List<PyObject> items = dq(a[0]).toList();
      int maxlen = dq(a[0]).maxlen;
      int size = items.size();
      long total = dev.krait.python.vm.Sizes.mul(Math.max(0, n), size);
      // a bounded deque keeps only the last maxlen items of the repetition: build just those
      long kept = maxlen >= 0 ? Math.min(total, maxlen) : total;
      ResourceMeter.current().allocateSlots(kept);
      List<PyObject> out = new ArrayList<>((int) kept);
      long first = total - kept;
      for (long j = 0; j < kept; j++) {
        out.add(items.get((int) ((first + j) % size)));
      }
      return newDeque(a[0].type(), maxlen, out);
    });
    t.defineMethod("__rmul__", (a, k) -> Ops.callMethodDescriptor(t.lookup("__mul__"), a[0], new PyObject[] {a[1]},
        null));
    for (Ops.Compare op : Ops.Compare.values()) {
      String dunder = switch (op) {
        case LT -> "__lt__";
        case LE -> "__le__";
        case EQ -> "__eq__";
        case NE -> "__ne__";
        case GT -> "__gt__";
        case GE -> "__ge__";
      };
      t.defineMethod(dunder, (a, k) -> {
        if (!(a[1] instanceof DequeObject other)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        // compare as lists
        return Ops.richCompare(Support.list(dq(a[0]).toList()), Support.list(other.toList()), op);
      });
    }
  }

  // ================================================================ namedtuple

  static final Set<String> KEYWORDS = Set.of("False", "None", "True", "and", "as", "assert", "async",
      "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
      "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
      "while", "with", "yield");

  static boolean isIdentifier(String s) {
    if (s.isEmpty() || !(Character.isUnicodeIdentifierStart(s.codePointAt(0)) || s.charAt(0) == '_')) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(Character.isUnicodeIdentifierPart(c) || c == '_') || Character.isIdentifierIgnorable(c)) {
        return false;
      }
    }
    return true;
  }

  private static final String[] NT_KW = {"typename", "field_names", "rename", "defaults", "module"};

  private static PyObject namedtuple(PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("namedtuple", a, k, NT_KW, 2);
    String typename = Ops.str(p[0]);
    List<String> fields = new ArrayList<>();
    if (p[1] instanceof PyStr s) {
      for (String f : s.value().replace(',', ' ').trim().split("\\s+")) {
        if (!f.isEmpty()) {
          fields.add(f);
        }
      }
    } else {
      for (PyObject o : Support.toList(p[1])) {
        fields.add(Ops.str(o));
      }
    }
    boolean rename = p[2] != null && Ops.truthy(p[2]);
    if (rename) {
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < fields.size(); i++) {
        String f = fields.get(i);
        if (!isIdentifier(f) || KEYWORDS.contains(f) || f.startsWith("_") || seen.contains(f)) {
          fields.set(i, "_" + i);
        }
        seen.add(fields.get(i));
      }
    }
    List<String> all = new ArrayList<>();
    all.add(typename);
    all.addAll(fields);
    for (String name : all) {
      if (!isIdentifier(name)) {
        throw Errors.valueError("Type names and field names must be valid identifiers: '" + name + "'");
      }
      if (KEYWORDS.contains(name)) {
        throw Errors.valueError("Type names and field names cannot be a keyword: '" + name + "'");
      }
    }
    Set<String> seen = new HashSet<>();
    for (String f : fields) {
      if (f.startsWith("_") && !rename) {
        throw Errors.valueError("Field names cannot start with an underscore: '" + f + "'");
      }
      if (!seen.add(f)) {
        throw Errors.valueError("Encountered duplicate field name: '" + f + "'");
      }
    }
    PyObject[] defaults = new PyObject[0];
    if (p[3] != null && p[3] != PyNone.NONE) {
      defaults = Support.toList(p[3]).toArray(new PyObject[0]);
      if (defaults.length > fields.size()) {
        throw Errors.typeError("Got more default values than field names");
      }
    }
    String module = p[4] == null || p[4] == PyNone.NONE ? "__main__" : Ops.str(p[4]);
    return makeNamedTuple(typename, fields.toArray(new String[0]), defaults, module);
  }

  static PyType makeNamedTuple(String typename, String[] fields, PyObject[] defaults, String module) {
    int n = fields.length;
    PyObject[] fieldStrs = new PyObject[n];
    for (int i = 0; i < n; i++) {
      fieldStrs[i] = PyStr.of(fields[i]);
    }
    PyTuple fieldsTuple = PyTuple.of(fieldStrs);
    PyDict fieldDefaults = new PyDict();
    for (int i = 0; i < defaults.length; i++) {
      fieldDefaults.setItem(fieldStrs[n - defaults.length + i], defaults[i]);
    }
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of(module));
    ns.put("__qualname__", PyStr.of(typename));
    ns.put("__doc__", PyStr.of(typename + "(" + String.join(", ", fields) + ")"));
    ns.put("__slots__", PyTuple.EMPTY);
    ns.put("_fields", fieldsTuple);
    ns.put("_field_defaults", fieldDefaults);
    ns.put("__match_args__", fieldsTuple);
    final PyObject[] dflts = defaults.clone();
    ns.put("__new__", new PyStaticMethod(PyBuiltinFunction.function("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject[] values = bindFields(typename, fields, dflts, a, k);
      return newTuple(cls, values);
    })));
    ns.put("_make", new PyClassMethod(PyBuiltinFunction.function("_make", (a, k) -> {
      Args.exact("_make", a, k, 2);
      List<PyObject> items = Support.toList(a[1]);
      if (items.size() != n) {
        throw Errors.typeError("Expected " + n + " arguments, got " + items.size());
      }
      return newTuple((PyType) a[0], items.toArray(new PyObject[0]));
    })));
    ns.put("_asdict", PyBuiltinFunction.method(typename, "_asdict", (a, k) -> {
      PyTuple self = (PyTuple) a[0];
      PyDict d = new PyDict();
      for (int i = 0; i < n; i++) {
        d.setItem(fieldStrs[i], self.get(i));
      }
      return d;
    }));
    ns.put("_replace", PyBuiltinFunction.method(typename, "_replace", (a, k) -> {
      if (Args.posCount(a, k) != 1) {
        throw Errors.typeError(typename + "._replace() takes 1 positional argument but " + Args.posCount(a, k)
            + " were given");
      }
      PyTuple self = (PyTuple) a[0];
      PyObject[] values = self.toArray();
      int nkw = Args.kwCount(k);
      List<String> unknown = new ArrayList<>();
      for (int j = 0; j < nkw; j++) {
        int idx = indexOf(fields, k[j]);
        if (idx < 0) {
          unknown.add(k[j]);
        } else {
          values[idx] = a[a.length - nkw + j];
        }
      }
      if (!unknown.isEmpty()) {
        List<PyObject> names = new ArrayList<>();
        for (String u : unknown) {
          names.add(PyStr.of(u));
        }
        throw Errors.valueError("Got unexpected field names: " + Ops.repr(Support.list(names)));
      }
      return newTuple(self.type(), values);
    }));
    ns.put("__repr__", PyBuiltinFunction.method(typename, "__repr__", (a, k) -> {
      PyTuple self = (PyTuple) a[0];
      StringBuilder sb = new StringBuilder(self.type().name()).append('(');
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        for (int i = 0; i < n && i < self.size(); i++) {
          if (i > 0) {
            sb.append(", ");
          }
          sb.append(fields[i]).append('=').append(Ops.repr(self.get(i)));
        }
      } finally {
        ResourceMeter.current().leaveNative();
      }
      return PyStr.of(sb.append(')').toString());
    }));
    ns.put("__getnewargs__", PyBuiltinFunction.method(typename, "__getnewargs__", (a, k) ->
        PyTuple.of(((PyTuple) a[0]).toArray())));
    for (int i = 0; i < n; i++) {
      final int idx = i;
      ns.put(fields[i], new FieldGetter(fields[i], idx));
    }
    return PyType.newClass(PyType.TYPE, typename, new PyType[] {PyTuple.TYPE}, ns);
  }

  /** The read-only field accessor of a namedtuple ({@code _tuplegetter}). */
  static final class FieldGetter extends PyObject implements dev.krait.python.objects.Descriptor {
    static final PyType TYPE = PyType.builtin("_tuplegetter", PyType.OBJECT, t -> {
      t.defineGetter("__doc__", o -> PyStr.of("Alias for field number " + ((FieldGetter) o).index));
    });
    private final String name;
    private final int index;

    FieldGetter(String name, int index) {
      this.name = name;
      this.index = index;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public PyObject get(PyObject instance, PyType owner) {
      if (instance == null) {
        return this;
      }
      if (!(instance instanceof PyTuple t) || index >= t.size()) {
        throw Errors.typeError("descriptor for index '" + index + "' for tuple subclasses doesn't apply to '"
            + instance.type().name() + "' object");
      }
      return t.get(index);
    }

    @Override
    public boolean isData() {
      return true;
    }

    @Override
    public void set(PyObject instance, PyObject value) {
      throw Errors.attributeError("can't set attribute");
    }

    @Override
    public void delete(PyObject instance) {
      throw Errors.attributeError("can't delete attribute");
    }
  }

  private static int indexOf(String[] fields, String name) {
    for (int i = 0; i < fields.length; i++) {
      if (fields[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  static PyObject newTuple(PyType cls, PyObject[] values) {
    return Ops.unwrapStatic(PyTuple.TYPE.lookup("__new__")).call(new PyObject[] {cls, PyTuple.of(values)}, null);
  }

  /** Binds namedtuple constructor arguments with CPython's messages. */
  private static PyObject[] bindFields(String typename, String[] fields, PyObject[] defaults, PyObject[] a,
      String[] k) {
    int n = fields.length;
    int nkw = Args.kwCount(k);
    int npos = a.length - 1 - nkw;
    String fname = typename + ".__new__()";
    if (npos > n) {
      int min = n - defaults.length + 1;
      String takes = defaults.length == 0 ? "takes " + (n + 1) : "takes from " + min + " to " + (n + 1);
      throw Errors.typeError(fname + " " + takes + " positional argument" + (n + 1 == 1 ? "" : "s") + " but "
          + (npos + 1) + " were given");
    }
    PyObject[] values = new PyObject[n];
    System.arraycopy(a, 1, values, 0, npos);
    for (int j = 0; j < nkw; j++) {
      int idx = indexOf(fields, k[j]);
      if (idx < 0) {
        throw Errors.typeError(fname + " got an unexpected keyword argument '" + k[j] + "'");
      }
      if (values[idx] != null) {
        throw Errors.typeError(fname + " got multiple values for argument '" + k[j] + "'");
      }
      values[idx] = a[a.length - nkw + j];
    }
    List<String> missing = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (values[i] == null) {
        int di = i - (n - defaults.length);
        if (di >= 0) {
          values[i] = defaults[di];
        } else {
          missing.add("'" + fields[i] + "'");
        }
      }
    }
    if (!missing.isEmpty()) {
      String list;
      if (missing.size() == 1) {
        list = missing.get(0);
      } else if (missing.size() == 2) {
        list = missing.get(0) + " and " + missing.get(1);
      } else {
        list = String.join(", ", missing.subList(0, missing.size() - 1)) + ", and " + missing.get(missing.size() - 1);
      }
      throw Errors.typeError(fname + " missing " + missing.size() + " required positional argument"
          + (missing.size() == 1 ? "" : "s") + ": " + list);
    }
    return values;
  }

  // ================================================================ ChainMap

  static final class ChainMapObject extends ClassInstance {
    PyList maps;

    ChainMapObject(PyType type) {
      super(type);
    }

    @Override
    boolean ownInstancesTakeAttributes() {
      return false;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(maps);
    }

    PyObject[] mapsArray() {
      return maps.toArray();
    }

    /** The merged view: keys in CPython's order (last map first), values from the first map having them. */
    PyDict merged() {
      PyDict keys = new PyDict();
      PyObject[] ms = mapsArray();
      for (int i = ms.length - 1; i >= 0; i--) {
        for (PyObject[] kv : mappingItems(ms[i])) {
          keys.setItem(kv[0], PyNone.NONE);
        }
      }
      PyDict out = new PyDict();
      for (PyObject key : keys.keys()) {
        out.setItem(key, Ops.getitem(this, key));
      }
      return out;
    }
  }

  private static ChainMapObject cm(PyObject o) {
    return (ChainMapObject) o;
  }

  private static ChainMapObject newChainMap(PyType cls, List<PyObject> maps) {
    ChainMapObject c = new ChainMapObject(cls);
    c.maps = Support.list(maps);
    return c;
  }

  private static void installChainMap(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      ChainMapObject c = new ChainMapObject((PyType) a[0]);
      c.maps = new PyList();
      return c;
    });
    t.defineMethod("__init__", (a, k) -> {
      Args.noKeywords("ChainMap", k);
      List<PyObject> maps = new ArrayList<>();
      for (int i = 1; i < a.length; i++) {
        maps.add(a[i]);
      }
      if (maps.isEmpty()) {
        maps.add(new PyDict());
      }
      cm(a[0]).maps = Support.list(maps);
      return PyNone.NONE;
    });
    t.defineProperty("maps", o -> cm(o).maps, (o, v) -> {
      if (!(v instanceof PyList l)) {
        throw Errors.typeError("maps must be a list");
      }
      cm(o).maps = l;
    });
    t.defineMethod("__getitem__", (a, k) -> {
      for (PyObject m : cm(a[0]).mapsArray()) {
        try {
          return Ops.getitem(m, a[1]);
        } catch (PyError e) {
          if (!e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
            throw e;
          }
        }
      }
      PyObject missing = a[0].type().lookup("__missing__");
      if (missing != null) {
        return Ops.callMethodDescriptor(missing, a[0], new PyObject[] {a[1]}, null);
      }
      throw Errors.keyError(a[1]);
    });
    t.defineMethod("get", (a, k) -> {
      Args.range("get", a, k, 2, 3);
      PyObject dflt = a.length > 2 ? a[2] : PyNone.NONE;
      for (PyObject m : cm(a[0]).mapsArray()) {
        if (Ops.contains(m, a[1])) {
          return Ops.getitem(m, a[1]);
        }
      }
      return dflt;
    });
    t.defineMethod("__contains__", (a, k) -> {
      for (PyObject m : cm(a[0]).mapsArray()) {
        if (Ops.contains(m, a[1])) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(cm(a[0]).merged().keys().size()));
    t.defineMethod("__bool__", (a, k) -> {
      for (PyObject m : cm(a[0]).mapsArray()) {
        if (Ops.truthy(m)) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
    t.defineMethod("__iter__", (a, k) -> Ops.iter(Support.list(cm(a[0]).merged().keys())));
    t.defineMethod("keys", (a, k) -> Ops.call(Ops.getattr(cm(a[0]).merged(), "keys")));
    t.defineMethod("values", (a, k) -> Ops.call(Ops.getattr(cm(a[0]).merged(), "values")));
    t.defineMethod("items", (a, k) -> Ops.call(Ops.getattr(cm(a[0]).merged(), "items")));
    t.defineMethod("__setitem__", (a, k) -> {
      Ops.setitem(cm(a[0]).mapsArray()[0], a[1], a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      try {
        Ops.delitem(cm(a[0]).mapsArray()[0], a[1]);
      } catch (PyError e) {
        if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
          throw Errors.keyError(PyStr.of("Key not found in the first mapping: " + Ops.repr(a[1])));
        }
        throw e;
      }
      return PyNone.NONE;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.range("pop", a, k, 2, 3);
      PyObject first = cm(a[0]).mapsArray()[0];
      try {
        return Ops.call(Ops.getattr(first, "pop"), a[1]);
      } catch (PyError e) {
        if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
          if (a.length > 2) {
            return a[2];
          }
          throw Errors.keyError(PyStr.of("Key not found in the first mapping: " + Ops.repr(a[1])));
        }
        throw e;
      }
    });
    t.defineMethod("popitem", (a, k) -> {
      try {
        return Ops.call(Ops.getattr(cm(a[0]).mapsArray()[0], "popitem"));
      } catch (PyError e) {
        if (e.matches(dev.krait.python.objects.ExceptionTypes.KEY_ERROR)) {
          throw Errors.keyError(PyStr.of("No keys found in the first mapping."));
        }
        throw e;
      }
    });
    t.defineMethod("clear", (a, k) -> Ops.call(Ops.getattr(cm(a[0]).mapsArray()[0], "clear")));
    t.defineMethod("setdefault", (a, k) -> {
      Args.range("setdefault", a, k, 2, 3);
      if (Ops.truthy(Ops.callMethodDescriptor(t.lookup("__contains__"), a[0], new PyObject[] {a[1]}, null))) {
        return Ops.getitem(a[0], a[1]);
      }
      PyObject v = a.length > 2 ? a[2] : PyNone.NONE;
      Ops.setitem(a[0], a[1], v);
      return v;
    });
    t.defineMethod("update", (a, k) -> {
      PyObject first = cm(a[0]).mapsArray()[0];
      PyObject[] rest = rest(a, 0);
      rest[0] = first;
      return Ops.getattr(first, "update").call(rest(a, 1), k);
    });
    t.defineMethod("new_child", (a, k) -> {
      PyObject[] p = Support.bindMethod("new_child", a, k, new String[] {"m"}, 0);
      List<PyObject> maps = new ArrayList<>();
      maps.add(p[0] == null || p[0] == PyNone.NONE ? new PyDict() : p[0]);
      for (PyObject m : cm(a[0]).mapsArray()) {
        maps.add(m);
      }
      return newChainMap(a[0].type(), maps);
    });
    t.defineGetter("parents", o -> {
      PyObject[] ms = cm(o).mapsArray();
      List<PyObject> maps = new ArrayList<>();
      for (int i = 1; i < ms.length; i++) {
        maps.add(ms[i]);
      }
      if (maps.isEmpty()) {
        maps.add(new PyDict());
      }
      return newChainMap(o.type(), maps);
    });
    t.defineMethod("copy", (a, k) -> {
      PyObject[] ms = cm(a[0]).mapsArray();
      List<PyObject> maps = new ArrayList<>();
      maps.add(Ops.call(Ops.getattr(ms[0], "copy")));
      for (int i = 1; i < ms.length; i++) {
        maps.add(ms[i]);
      }
      return newChainMap(a[0].type(), maps);
    });
    t.defineMethod("__copy__", (a, k) -> Ops.call(Ops.getattr(a[0], "copy")));
    t.defineMethod("__repr__", (a, k) -> {
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        List<PyObject> maps = new ArrayList<>(List.of(cm(a[0]).mapsArray()));
        return PyStr.of(a[0].type().name() + "(" + Support.joinReprs(maps) + ")");
      } finally {
        ResourceMeter.current().leaveNative();
      }
    });
    t.defineMethod("__eq__", (a, k) -> {
      PyObject other = a[1] instanceof ChainMapObject o ? o.merged() : a[1];
      if (!(other instanceof PyDict)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return Ops.richCompare(cm(a[0]).merged(), other, Ops.Compare.EQ);
    });
    t.defineMethod("__or__", (a, k) -> {
      Args.exact("__or__", a, k, 2);
      if (!isMappingLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyObject m = Ops.call(Ops.getattr(a[0], "copy"));
      Ops.call(Ops.getattr(cm(m).mapsArray()[0], "update"), a[1]);
      return m;
    });
    t.defineMethod("__ior__", (a, k) -> {
      Args.exact("__ior__", a, k, 2);
      Ops.call(Ops.getattr(cm(a[0]).mapsArray()[0], "update"), a[1]);
      return a[0];
    });
    t.defineMethod("__ror__", (a, k) -> {
      Args.exact("__ror__", a, k, 2);
      if (!isMappingLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyObject m = Ops.call(PyDict.TYPE, a[1]);
      PyObject[] ms = cm(a[0]).mapsArray();
      for (int i = ms.length - 1; i >= 0; i--) {
        Ops.call(Ops.getattr(m, "update"), ms[i]);
      }
      return Ops.call(a[0].type(), m);
    });
    t.defineAttr("__hash__", PyNone.NONE);
  }

  static boolean isMappingLike(PyObject o) {
    return o instanceof PyDict || o instanceof ChainMapObject
        || o.type().lookup("keys") != null && o.type().lookup("__getitem__") != null;
  }
}
