/*
 * The functools module: reduce, partial, lru_cache/cache (a descriptor so it decorates methods
 * too), cmp_to_key, wraps/update_wrapper, total_ordering, cached_property and a basic
 * singledispatch. partialmethod and singledispatchmethod, which hand out real functions, are
 * Python (lib/functools.py), run into the module when one of them is first used.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Descriptor;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBoundMethod;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code functools}. */
public final class FunctoolsModule {
  private FunctoolsModule() {}

  public static final PyType PARTIAL = PyType.builtin("partial", PyType.OBJECT, FunctoolsModule::installPartial);
  public static final PyType LRU_WRAPPER = PyType.builtin("_lru_cache_wrapper", PyType.OBJECT,
      FunctoolsModule::installLru);
  public static final PyType KEY_WRAPPER = PyType.builtin("KeyWrapper", PyType.OBJECT,
      FunctoolsModule::installKeyWrapper);
  public static final PyType CACHED_PROPERTY = PyType.builtin("cached_property", PyType.OBJECT,
      FunctoolsModule::installCachedProperty);
  public static final PyType DISPATCHER = PyType.builtin("singledispatch_function", PyType.OBJECT,
      FunctoolsModule::installDispatcher);

  private static final String[] ASSIGNED = {"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"};

  public static PyModule create() {
    PyModule m = new PyModule("functools");
    PyType cacheInfo = CollectionsModule.makeNamedTuple("CacheInfo",
        new String[] {"hits", "misses", "maxsize", "currsize"}, new PyObject[0], "functools");
    m.put("WRAPPER_ASSIGNMENTS", tupleOfStrings(ASSIGNED));
    m.put("WRAPPER_UPDATES", tupleOfStrings(new String[] {"__dict__"}));
    m.def("reduce", FunctoolsModule::reduce);
    m.put("partial", PARTIAL);
    m.def("lru_cache", (a, k) -> {
      PyObject[] p = Support.bind("lru_cache", a, k, new String[] {"maxsize", "typed"}, 0);
      boolean typed = p[1] != null && Ops.truthy(p[1]);
      PyObject maxsize = p[0] == null ? PyInt.of(128) : p[0];
      if (maxsize != PyNone.NONE && !(maxsize instanceof PyInt) && Support.isCallable(maxsize)) {
        // @lru_cache used without parentheses
        return new LruWrapper(maxsize, 128, typed, cacheInfo);
      }
      long size;
      if (maxsize == PyNone.NONE) {
        size = -1;
      } else if (maxsize instanceof PyInt) {
        size = Math.max(0, Support.toLong(maxsize));
      } else {
        throw Errors.typeError("Expected first argument to be an integer, a callable, or None");
      }
      return Support.fn("decorating_function", (b, kk) -> {
        Args.exact("decorating_function", prepend(b), kk, 2);
        return new LruWrapper(b[0], size, typed, cacheInfo);
      });
    });
    m.def("cache", (a, k) -> {
      Args.exact("cache", prepend(a), k, 2);
      return new LruWrapper(a[0], -1, false, cacheInfo);
    });
    m.def("cmp_to_key", (a, k) -> {
      PyObject[] p = Support.bind("cmp_to_key", a, k, new String[] {"mycmp"}, 1);
      PyObject cmp = p[0];
      return Support.fn("K", (b, kk) -> {
        PyObject[] q = Support.bind("K", b, kk, new String[] {"obj"}, 1);
        return new KeyWrapper(cmp, q[0]);
      });
    });
    m.def("update_wrapper", (a, k) -> {
      PyObject[] p = Support.bind("update_wrapper", a, k, new String[] {"wrapper", "wrapped", "assigned", "updated"},
          2);
      return updateWrapper(p[0], p[1], p[2], p[3]);
    });
    m.def("wraps", (a, k) -> {
      PyObject[] p = Support.bind("wraps", a, k, new String[] {"wrapped", "assigned", "updated"}, 1);
      return Support.fn("decorator", (b, kk) -> {
        Args.exact("decorator", prepend(b), kk, 2);
        return updateWrapper(b[0], p[0], p[1], p[2]);
      });
    });
    m.def("total_ordering", FunctoolsModule::totalOrdering);
    m.put("cached_property", CACHED_PROPERTY);
    m.def("singledispatch", (a, k) -> {
      Args.exact("singledispatch", prepend(a), k, 2);
      Dispatcher d = new Dispatcher(a[0]);
      updateWrapper(d, a[0], null, null);
      return d;
    });
    Support.libraryOnFirstUse(m, java.util.Set.of("partialmethod", "singledispatchmethod"), "functools.py");
    return m;
  }

  private static PyObject[] prepend(PyObject[] a) {
    PyObject[] out = new PyObject[a.length + 1];
    out[0] = PyNone.NONE;
    System.arraycopy(a, 0, out, 1, a.length);
    return out;
  }

  private static PyTuple tupleOfStrings(String[] names) {
    PyObject[] out = new PyObject[names.length];
    for (int i = 0; i < names.length; i++) {
      out[i] = PyStr.of(names[i]);
    }
    return PyTuple.of(out);
  }

  // ================================================================ reduce

  private static PyObject reduce(PyObject[] a, String[] k) {
    Args.noKeywords("reduce", k);
    if (a.length < 2 || a.length > 3) {
      throw Errors.typeError(a.length < 2 ? "reduce expected at least 2 arguments, got " + a.length
          : "reduce expected at most 3 arguments, got " + a.length);
    }
    PyObject func = a[0];
    PyObject it;
    try {
      it = Ops.iter(a[1]);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw Errors.typeError("reduce() arg 2 must support iteration");
      }
      throw e;
    }
    PyObject[] held = {a.length == 3 ? a[2] : null};
    ResourceMeter meter = ResourceMeter.current();
    meter.hold(held); // the accumulator is seen by the memory walk between calls
    PyObject acc;
    try {
      for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
        meter.tick();
        held[0] = held[0] == null ? v : Support.call2(func, held[0], v);
      }
      acc = held[0];
    } finally {
      meter.release(held);
    }
    if (acc == null) {
      throw Errors.typeError("reduce() of empty iterable with no initial value");
    }
    return acc;
  }

  // ================================================================ partial

  static final class Partial extends ClassInstance {
    PyObject func;
    PyObject[] args;
    PyDict keywords;

    Partial(PyType type) {
      super(type);
    }

    @Override
    public PyObject call(PyObject[] a, String[] k) {
      if (type() != PARTIAL) {
        return super.call(a, k);
      }
      return invoke(a, k);
    }

    PyObject invoke(PyObject[] a, String[] k) {
      int nkw = Args.kwCount(k);
      int npos = a.length - nkw;
      Map<String, PyObject> kws = new LinkedHashMap<>();
      for (PyObject[] kv : Support.items(keywords)) {
        kws.put(((PyStr) kv[0]).value(), kv[1]);
      }
      for (int i = 0; i < nkw; i++) {
        kws.put(k[i], a[npos + i]);
      }
      PyObject[] full = new PyObject[args.length + npos + kws.size()];
      System.arraycopy(args, 0, full, 0, args.length);
      System.arraycopy(a, 0, full, args.length, npos);
      String[] names = new String[kws.size()];
      int j = 0;
      for (Map.Entry<String, PyObject> e : kws.entrySet()) {
        names[j] = e.getKey();
        full[args.length + npos + j] = e.getValue();
        j++;
      }
      return func.call(full, names.length == 0 ? null : names);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(func);
      v.visitAll(args);
      v.visit(keywords);
    }
  }

  private static void installPartial(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      if (Args.posCount(a, k) < 2) {
        throw Errors.typeError("type 'partial' takes at least one argument");
      }
      Partial p = new Partial((PyType) a[0]);
      PyObject func = a[1];
      int nkw = Args.kwCount(k);
      List<PyObject> args = new ArrayList<>();
      PyDict kws = new PyDict();
      if (func instanceof Partial inner && inner.type() == PARTIAL) {
        func = inner.func;
        args.addAll(List.of(inner.args));
        for (PyObject[] kv : Support.items(inner.keywords)) {
          kws.setItem(kv[0], kv[1]);
        }
      }
      if (!Support.isCallable(func)) {
        throw Errors.typeError("the first argument must be callable");
      }
      for (int i = 2; i < a.length - nkw; i++) {
        args.add(a[i]);
      }
      for (int i = 0; i < nkw; i++) {
        kws.setItem(PyStr.of(k[i]), a[a.length - nkw + i]);
      }
      p.func = func;
      p.args = args.toArray(new PyObject[0]);
      p.keywords = kws;
      return p;
    });
    t.defineMethod("__call__", (a, k) -> {
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return ((Partial) a[0]).invoke(rest, k);
    });
    t.defineGetter("func", o -> ((Partial) o).func);
    t.defineGetter("args", o -> PyTuple.of(((Partial) o).args));
    t.defineGetter("keywords", o -> ((Partial) o).keywords);
    t.defineMethod("__repr__", (a, k) -> {
      Partial p = (Partial) a[0];
      String name = p.type() == PARTIAL ? "functools.partial" : p.type().name();
      ResourceMeter.current().enterNative("while getting the repr of an object");
      try {
        StringBuilder sb = new StringBuilder(name).append('(').append(Ops.repr(p.func));
        for (PyObject arg : p.args) {
          sb.append(", ").append(Ops.repr(arg));
        }
        for (PyObject[] kv : Support.items(p.keywords)) {
          sb.append(", ").append(Ops.str(kv[0])).append('=').append(Ops.repr(kv[1]));
        }
        return PyStr.of(sb.append(')').toString());
      } finally {
        ResourceMeter.current().leaveNative();
      }
    });
  }

  // ================================================================ lru_cache

  /** A cache key: hashed and compared with Python semantics. */
  static final class Key implements dev.krait.python.objects.Referrer {
    final PyObject[] parts;
    final long hash;

    Key(PyObject[] parts) {
      this.parts = parts;
      long h = 0x345678L;
      for (PyObject p : parts) {
        h = h * 1000003L ^ Ops.hash(p);
      }
      this.hash = h;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(hash);
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Key other) || other.parts.length != parts.length || other.hash != hash) {
        return false;
      }
      for (int i = 0; i < parts.length; i++) {
        if (!Ops.eq(parts[i], other.parts[i])) {
          return false;
        }
      }
      return true;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visitAll(parts);
    }

    /** The key and its entry in the cache's map. */
    @Override
    public long shallowSize() {
      return 80 + 8L * (parts == null ? 0 : parts.length);
    }
  }

  private static final PyObject KWD_MARK = PyTuple.of(PyStr.of("<kwd_mark>"));

  static final class LruWrapper extends PyObject implements Descriptor {
    private final PyDict dict = new PyDict();
    final PyObject func;
    final long maxsize;
    final boolean typed;
    final PyType cacheInfo;
    final LinkedHashMap<Key, PyObject> cache;
    long hits;
    long misses;

    LruWrapper(PyObject func, long maxsize, boolean typed, PyType cacheInfo) {
      if (!Support.isCallable(func)) {
        throw Errors.typeError("the first argument must be callable");
      }
      this.func = func;
      this.maxsize = maxsize;
      this.typed = typed;
      this.cacheInfo = cacheInfo;
      this.cache = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, PyObject> eldest) {
          return LruWrapper.this.maxsize >= 0 && size() > LruWrapper.this.maxsize;
        }
      };
      updateWrapper(this, func, null, null);
    }

    @Override
    public PyType type() {
      return LRU_WRAPPER;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    @Override
    public PyObject get(PyObject instance, PyType owner) {
      return instance == null ? this : new PyBoundMethod(instance, this);
    }

    @Override
    public PyObject call(PyObject[] a, String[] k) {
      if (maxsize == 0) {
        misses++;
        return func.call(a, k);
      }
      int nkw = Args.kwCount(k);
      List<PyObject> parts = new ArrayList<>(a.length + nkw + 1);
      for (int i = 0; i < a.length - nkw; i++) {
        parts.add(a[i]);
      }
      if (nkw > 0) {
        parts.add(KWD_MARK);
        for (int i = 0; i < nkw; i++) {
          parts.add(PyStr.of(k[i]));
          parts.add(a[a.length - nkw + i]);
        }
      }
      if (typed) {
        for (int i = 0; i < a.length; i++) {
          parts.add(a[i].type());
        }
      }
      Key key = new Key(parts.toArray(new PyObject[0]));
      PyObject v = cache.get(key);
      if (v != null) {
        hits++;
        return v;
      }
      misses++;
      ResourceMeter meter = ResourceMeter.current();
      meter.enterNative("while calling a Python object");
      try {
        v = func.call(a, k);
      } finally {
        meter.leaveNative();
      }
      meter.allocateSlots(parts.size() + 4);
      cache.put(key, v);
      return v;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(dict);
      v.visit(func);
      v.visit(cacheInfo);
      v.visitAny(cache);
    }

    @Override
    public long shallowSize() {
      return 96;
    }
  }

  private static PyObject[] tail(PyObject[] a) {
    PyObject[] out = new PyObject[a.length - 1];
    System.arraycopy(a, 1, out, 0, out.length);
    return out;
  }

  private static void installLru(PyType t) {
    t.defineMethod("__call__", (a, k) -> a[0].call(tail(a), k));
    t.defineMethod("cache_info", (a, k) -> {
      LruWrapper w = (LruWrapper) a[0];
      return CollectionsModule.newTuple(w.cacheInfo, new PyObject[] {PyInt.of(w.hits), PyInt.of(w.misses),
          w.maxsize < 0 ? PyNone.NONE : PyInt.of(w.maxsize), PyInt.of(w.cache.size())});
    });
    t.defineMethod("cache_clear", (a, k) -> {
      LruWrapper w = (LruWrapper) a[0];
      w.cache.clear();
      w.hits = 0;
      w.misses = 0;
      return PyNone.NONE;
    });
    t.defineMethod("cache_parameters", (a, k) -> {
      LruWrapper w = (LruWrapper) a[0];
      PyDict d = new PyDict();
      d.setItem(PyStr.of("maxsize"), w.maxsize < 0 ? PyNone.NONE : PyInt.of(w.maxsize));
      d.setItem(PyStr.of("typed"), PyBool.of(w.typed));
      return d;
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<functools._lru_cache_wrapper object>"));
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }

  // ================================================================ cmp_to_key

  static final class KeyWrapper extends PyObject {
    final PyObject cmp;
    final PyObject obj;

    KeyWrapper(PyObject cmp, PyObject obj) {
      this.cmp = cmp;
      this.obj = obj;
    }

    @Override
    public PyType type() {
      return KEY_WRAPPER;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(cmp);
      v.visit(obj);
    }
  }

  private static void installKeyWrapper(PyType t) {
    String[][] ops = {{"__lt__", "LT"}, {"__le__", "LE"}, {"__gt__", "GT"}, {"__ge__", "GE"}, {"__eq__", "EQ"},
        {"__ne__", "NE"}};
    for (String[] op : ops) {
      Ops.Compare cmpOp = Ops.Compare.valueOf(op[1]);
      t.defineMethod(op[0], (a, k) -> {
        if (!(a[1] instanceof KeyWrapper other)) {
          throw Errors.typeError("other argument must be K instance");
        }
        KeyWrapper self = (KeyWrapper) a[0];
        PyObject r = Support.call2(self.cmp, self.obj, other.obj);
        return Ops.richCompare(r, PyInt.of(0), cmpOp);
      });
    }
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineGetter("obj", o -> ((KeyWrapper) o).obj);
    t.defineMethod("__call__", (a, k) -> new KeyWrapper(((KeyWrapper) a[0]).cmp, a[1]));
  }

  // ================================================================ wraps / update_wrapper

  static PyObject updateWrapper(PyObject wrapper, PyObject wrapped, PyObject assigned, PyObject updated) {
    List<String> assign = new ArrayList<>();
    if (assigned == null) {
      assign.addAll(List.of(ASSIGNED));
    } else {
      for (PyObject o : Support.toList(assigned)) {
        assign.add(Ops.str(o));
      }
    }
    for (String attr : assign) {
      PyObject v;
      try {
        v = Ops.getattrOrNull(wrapped, attr, null);
      } catch (PyError e) {
        continue;
      }
      if (v != null) {
        try {
          Ops.setattr(wrapper, attr, v);
        } catch (PyError e) {
          if (!e.matches(ExceptionTypes.ATTRIBUTE_ERROR) && !e.matches(ExceptionTypes.TYPE_ERROR)) {
            throw e;
          }
        }
      }
    }
    boolean updateDict = updated == null;
    if (updated != null) {
      for (PyObject o : Support.toList(updated)) {
        if (Ops.str(o).equals("__dict__")) {
          updateDict = true;
        }
      }
    }
    if (updateDict) {
      PyDict target = wrapper.instanceDict();
      PyDict source = wrapped.instanceDict();
      if (target != null && source != null && target != source) {
        for (PyObject[] kv : Support.items(source)) {
          target.setItem(kv[0], kv[1]);
        }
      }
    }
    try {
      Ops.setattr(wrapper, "__wrapped__", wrapped);
    } catch (PyError e) {
      if (!e.matches(ExceptionTypes.ATTRIBUTE_ERROR)) {
        throw e;
      }
    }
    return wrapper;
  }

  // ================================================================ total_ordering

  private static PyObject totalOrdering(PyObject[] a, String[] k) {
    Args.exact("total_ordering", prepend(a), k, 2);
    if (!(a[0] instanceof PyType cls)) {
      throw Errors.attributeError("'" + a[0].type().name() + "' object has no attribute '__lt__'");
    }
    String[] names = {"__lt__", "__le__", "__gt__", "__ge__"};
    List<String> roots = new ArrayList<>();
    for (String n : names) {
      PyObject own = cls.lookup(n);
      if (own != null && own != PyType.OBJECT.lookup(n)) {
        roots.add(n);
      }
    }
    if (roots.isEmpty()) {
      throw Errors.valueError("must define at least one ordering operation: < > <= >=");
    }
    String root = roots.stream().max(String::compareTo).get();
    for (String n : names) {
      if (!roots.contains(n)) {
        Ops.setattr(cls, n, derived(cls.name(), root, n));
      }
    }
    return cls;
  }

  /** The method {@code target} derived from the root comparison, as functools does. */
  private static PyObject derived(String owner, String root, String target) {
    return PyBuiltinFunction.method(owner, target, (a, k) -> {
      Args.exact(target, a, k, 2);
      PyObject self = a[0];
      PyObject other = a[1];
      PyObject r = Ops.callMethodDescriptor(self.type().lookup(root), self, new PyObject[] {other}, null);
      if (r == PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
      boolean res = Ops.truthy(r);
      boolean result = switch (root + target) {
        case "__lt____gt__", "__gt____lt__" -> !res && !Ops.eq(self, other);
        case "__lt____le__", "__gt____ge__" -> res || Ops.eq(self, other);
        case "__lt____ge__", "__gt____le__", "__le____gt__", "__ge____lt__" -> !res;
        case "__le____ge__", "__ge____le__" -> !res || Ops.eq(self, other);
        case "__le____lt__", "__ge____gt__" -> res && !Ops.eq(self, other);
        default -> throw Errors.runtimeError("bad total_ordering conversion");
      };
      return PyBool.of(result);
    });
  }

  // ================================================================ cached_property

  static final class CachedProperty extends ClassInstance implements Descriptor {
    final PyObject func;
    String attrName;

    CachedProperty(PyType type, PyObject func) {
      super(type);
      this.func = func;
    }

    @Override
    public PyObject get(PyObject instance, PyType owner) {
      if (instance == null) {
        return this;
      }
      String name = attrName;
      if (name == null) {
        PyObject n = Ops.getattrOrNull(func, "__name__", null);
        if (n == null) {
          throw Errors.typeError("Cannot use cached_property instance without calling __set_name__ on it.");
        }
        name = Ops.str(n);
      }
      PyDict d = instance.instanceDict();
      if (d == null || instance.type().hasSlotsOnly()) {
        throw Errors.typeError("No '__dict__' attribute on '" + instance.type().name() + "' instance to cache '"
            + name + "' property.");
      }
      PyObject cached = d.getItemOrNull(PyStr.of(name));
      if (cached != null) {
        return cached;
      }
      PyObject v = Support.call1(func, instance);
      d.setItem(PyStr.of(name), v);
      return v;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(func);
    }
  }

  private static void installCachedProperty(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("cached_property", a, k, 2);
      CachedProperty cp = new CachedProperty((PyType) a[0], a[1]);
      PyObject doc = Ops.getattrOrNull(a[1], "__doc__", null);
      if (doc != null) {
        cp.instanceDict().setItem(PyStr.of("__doc__"), doc);
      }
      return cp;
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineMethod("__set_name__", (a, k) -> {
      Args.exact("__set_name__", a, k, 3);
      CachedProperty cp = (CachedProperty) a[0];
      String name = Ops.str(a[2]);
      if (cp.attrName == null) {
        cp.attrName = name;
      } else if (!cp.attrName.equals(name)) {
        throw Errors.typeError("Cannot assign the same cached_property to two different names ('" + cp.attrName
            + "' and '" + name + "').");
      }
      return PyNone.NONE;
    });
    t.defineMethod("__get__", (a, k) -> {
      Args.range("__get__", a, k, 2, 3);
      PyObject inst = a[1] == PyNone.NONE ? null : a[1];
      return ((CachedProperty) a[0]).get(inst, a.length > 2 && a[2] instanceof PyType pt ? pt : null);
    });
    t.defineGetter("func", o -> ((CachedProperty) o).func);
    t.defineGetter("attrname", o -> {
      String n = ((CachedProperty) o).attrName;
      return n == null ? PyNone.NONE : PyStr.of(n);
    });
  }

  // ================================================================ singledispatch

  static final class Dispatcher extends PyObject {
    private final PyDict dict = new PyDict();
    final PyObject defaultFunc;
    final LinkedHashMap<PyType, PyObject> registry = new LinkedHashMap<>();

    Dispatcher(PyObject func) {
      this.defaultFunc = func;
      registry.put(PyType.OBJECT, func);
    }

    @Override
    public PyType type() {
      return DISPATCHER;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    PyObject dispatch(PyType cls) {
      for (PyType t : cls.mroArray()) {
        PyObject f = registry.get(t);
        if (f != null) {
          return f;
        }
      }
      return defaultFunc;
    }

    @Override
    public PyObject call(PyObject[] a, String[] k) {
      if (a.length - Args.kwCount(k) < 1) {
        PyObject n = Ops.getattrOrNull(defaultFunc, "__name__", PyStr.of("singledispatch function"));
        throw Errors.typeError(Ops.str(n) + " requires at least 1 positional argument");
      }
      return dispatch(a[0].type()).call(a, k);
    }

    PyObject register(PyObject cls, PyObject func) {
      if (cls instanceof PyType t) {
        if (func == null) {
          return Support.fn("register", (b, kk) -> register(t, b[0]));
        }
        registry.put(t, func);
        return func;
      }
      if (cls instanceof dev.krait.python.objects.PyUnionType) {
        if (func == null) {
          return Support.fn("register", (b, kk) -> register(cls, b[0]));
        }
        for (PyObject t : Ops.toArray(Ops.getattr(cls, "__args__"))) {
          register(t, func);
        }
        return func;
      }
      // @register used without a type: take the annotation of the first parameter
      PyObject f = cls;
      PyObject annotated = f instanceof dev.krait.python.objects.PyClassMethod
          || f instanceof dev.krait.python.objects.PyStaticMethod ? Ops.getattr(f, "__func__") : f;
      PyObject ann = Ops.getattrOrNull(annotated, "__annotations__", null);
      if (ann instanceof PyDict d) {
        for (PyObject[] kv : Support.items(d)) {
          if (kv[0] instanceof PyStr s && s.value().equals("return")) {
            continue;
          }
          if (kv[1] instanceof PyType t) {
            registry.put(t, f);
            return f;
          }
          if (kv[1] instanceof dev.krait.python.objects.PyUnionType) {
            return register(kv[1], f);
          }
          throw Errors.typeError("Invalid annotation for " + Ops.repr(kv[0]) + ". " + Ops.repr(kv[1])
              + " is not a class.");
        }
      }
      throw Errors.typeError("Invalid first argument to `register()`. " + Ops.repr(f)
          + " is not a class or union type. Use either `@register(some_class)` or plain `@register` on an annotated"
          + " function.");
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(dict);
      v.visit(defaultFunc);
      v.visitAny(registry);
    }
  }

  private static void installDispatcher(PyType t) {
    t.defineMethod("__call__", (a, k) -> a[0].call(tail(a), k));
    t.defineMethod("register", (a, k) -> {
      PyObject[] p = Support.bindMethod("register", a, k, new String[] {"cls", "func"}, 1);
      return ((Dispatcher) a[0]).register(p[0], p[1] == PyNone.NONE ? null : p[1]);
    });
    t.defineMethod("dispatch", (a, k) -> {
      Args.exact("dispatch", a, k, 2);
      if (!(a[1] instanceof PyType cls)) {
        throw Errors.typeError("dispatch() argument must be a class");
      }
      return ((Dispatcher) a[0]).dispatch(cls);
    });
    t.defineGetter("registry", o -> {
      PyDict d = new PyDict();
      for (Map.Entry<PyType, PyObject> e : ((Dispatcher) o).registry.entrySet()) {
        d.setItem(e.getKey(), e.getValue());
      }
      return d;
    });
  }
}
