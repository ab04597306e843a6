/*
 * The dataclasses module: @dataclass reads the class's __annotations__ (and the fields of
 * dataclass bases), then adds __init__, __repr__, __eq__, the ordering methods, __hash__ by
 * CPython's rules, frozen __setattr__/__delattr__ and __match_args__. __init__ is generated
 * Python source, as in CPython, so that the compiled tier treats it like a hand-written one (it
 * runs once per instance); the other methods are Java builtin methods closed over the field list. Also field(), Field, fields(), asdict(),
 * astuple(), replace(), is_dataclass(), make_dataclass(), MISSING, KW_ONLY, InitVar and
 * FrozenInstanceError. slots=True makes a new class with __slots__ (as CPython does);
 * weakref_slot=True is accepted and ignored.
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
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyMappingProxy;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.VmAccess;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code dataclasses}. */
public final class DataclassesModule {
  private DataclassesModule() {}

  // ================================================================ shared types (stateless)

  /** The MISSING sentinel's type. */
  static final PyType MISSING_TYPE = PyType.builtin("_MISSING_TYPE", PyType.OBJECT, t -> {
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<dataclasses._MISSING_TYPE object>"));
  });

  /** {@code dataclasses.MISSING}. */
  public static final PyObject MISSING = new Sentinel(MISSING_TYPE);

  static final PyType KW_ONLY_TYPE = PyType.builtin("_KW_ONLY_TYPE", PyType.OBJECT, t -> {
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<dataclasses._KW_ONLY_TYPE object>"));
  });

  /** {@code dataclasses.KW_ONLY}. */
  static final PyObject KW_ONLY = new Sentinel(KW_ONLY_TYPE);

  /** {@code dataclasses.Field}. */
  public static final PyType FIELD_TYPE = PyType.builtin("Field", PyType.OBJECT, DataclassesModule::installField);

  /** {@code dataclasses.InitVar}: {@code InitVar[int]} makes an instance holding the type. */
  static final PyType INITVAR_TYPE = PyType.builtin("InitVar", PyType.OBJECT, t -> {
    t.defineClassMethod("__class_getitem__", (a, k) -> new InitVarObj(a[1]));
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("InitVar", a, k, 2);
      return new InitVarObj(a[1]);
    });
    t.defineGetter("type", o -> ((InitVarObj) o).type);
    t.defineMethod("__repr__", (a, k) -> {
      PyObject tp = ((InitVarObj) a[0]).type;
      String name = tp instanceof PyType c ? c.name() : Ops.repr(tp);
      return PyStr.of("dataclasses.InitVar[" + name + "]");
    });
  });

  static final class Sentinel extends PyObject {
    private final PyType type;

    Sentinel(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
    }
  }

  static final class InitVarObj extends PyObject {
    final PyObject type;

    InitVarObj(PyObject type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return INITVAR_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
    }
  }

  enum Kind { FIELD, CLASSVAR, INITVAR }

  /** A Field object. */
  static final class FieldObj extends PyObject {
    PyObject name = PyNone.NONE;
    PyObject type = PyNone.NONE;
    PyObject dflt = MISSING;
    PyObject factory = MISSING;
    PyObject init = PyBool.TRUE;
    PyObject repr = PyBool.TRUE;
    PyObject hash = PyNone.NONE;
    PyObject compare = PyBool.TRUE;
    PyObject metadata;
    PyObject kwOnly = MISSING;
    Kind kind;

    @Override
    public PyType type() {
      return FIELD_TYPE;
    }

    String fname() {
      return Ops.str(name);
    }

    boolean init() {
      return Ops.truthy(init);
    }

    boolean kwOnly() {
      return kwOnly != MISSING && Ops.truthy(kwOnly);
    }

    boolean hasDefault() {
      return dflt != MISSING || factory != MISSING;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      for (PyObject o : new PyObject[] {name, type, dflt, factory, init, repr, hash, compare, metadata, kwOnly}) {
        if (o != null) {
          v.visit(o);
        }
      }
    }
  }

  private static FieldObj fieldOf(PyObject o) {
    return (FieldObj) o;
  }

  private static void installField(PyType t) {
    String[][] names = {{"name"}, {"type"}, {"default"}, {"default_factory"}, {"init"}, {"repr"}, {"hash"},
        {"compare"}, {"metadata"}, {"kw_only"}};
    for (String[] n : names) {
      String attr = n[0];
      t.defineProperty(attr, o -> get(fieldOf(o), attr), (o, v) -> set(fieldOf(o), attr, v));
    }
    t.defineGetter("_field_type", o -> PyStr.of("_FIELD" + switch (fieldOf(o).kind == null ? Kind.FIELD
        : fieldOf(o).kind) {
          case FIELD -> "";
          case CLASSVAR -> "_CLASSVAR";
          case INITVAR -> "_INITVAR";
        }));
    t.defineMethod("__repr__", (a, k) -> {
      FieldObj f = fieldOf(a[0]);
      return PyStr.of("Field(name=" + Ops.repr(f.name) + ",type=" + Ops.repr(f.type) + ",default="
          + Ops.repr(f.dflt) + ",default_factory=" + Ops.repr(f.factory) + ",init=" + Ops.repr(f.init) + ",repr="
          + Ops.repr(f.repr) + ",hash=" + Ops.repr(f.hash) + ",compare=" + Ops.repr(f.compare) + ",metadata="
          + Ops.repr(get(f, "metadata")) + ",kw_only=" + Ops.repr(f.kwOnly) + ",_field_type="
          + Ops.str(Ops.getattr(f, "_field_type")) + ")");
    });
    t.defineMethod("__set_name__", (a, k) -> PyNone.NONE);
  }

  private static PyObject get(FieldObj f, String attr) {
    return switch (attr) {
      case "name" -> f.name;
      case "type" -> f.type;
      case "default" -> f.dflt;
      case "default_factory" -> f.factory;
      case "init" -> f.init;
      case "repr" -> f.repr;
      case "hash" -> f.hash;
      case "compare" -> f.compare;
      case "metadata" -> f.metadata == null || f.metadata == PyNone.NONE ? new PyMappingProxy(new PyDict())
          : f.metadata instanceof PyDict d ? new PyMappingProxy(d) : f.metadata;
      default -> f.kwOnly;
    };
  }

  private static void set(FieldObj f, String attr, PyObject v) {
    switch (attr) {
      case "name" -> f.name = v;
      case "type" -> f.type = v;
      case "default" -> f.dflt = v;
      case "default_factory" -> f.factory = v;
      case "init" -> f.init = v;
      case "repr" -> f.repr = v;
      case "hash" -> f.hash = v;
      case "compare" -> f.compare = v;
      case "metadata" -> f.metadata = v;
      default -> f.kwOnly = v;
    }
  }

  // ================================================================ the module

  private static final String[] FIELD_KW = {"default", "default_factory", "init", "repr", "hash", "compare",
      "metadata", "kw_only"};
  private static final String[] DC_KW = {"init", "repr", "eq", "order", "unsafe_hash", "frozen", "match_args",
      "kw_only", "slots", "weakref_slot"};

  /** Per-execution state: the FrozenInstanceError class and copy.deepcopy. */
  private static final class State implements dev.krait.python.objects.Referrer {
    PyType frozenError;
    PyObject deepcopy;
    final Set<PyObject> reprGuard = Collections.newSetFromMap(new IdentityHashMap<>());

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(frozenError);
      v.visit(deepcopy);
      v.visitAll(reprGuard);
    }

    @Override
    public long shallowSize() {
      return 48 + 32L * reprGuard.size();
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("dataclasses");
    State st = new State();
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("dataclasses"));
    ns.put("__qualname__", PyStr.of("FrozenInstanceError"));
    st.frozenError = PyType.newClass(PyType.TYPE, "FrozenInstanceError", new PyType[] {ExceptionTypes.ATTRIBUTE_ERROR},
        ns);
    st.deepcopy = Ops.getattr(CopyModule.create(), "deepcopy");
    m.put("FrozenInstanceError", st.frozenError);
    m.put("MISSING", MISSING);
    m.put("KW_ONLY", KW_ONLY);
    m.put("Field", FIELD_TYPE);
    m.put("InitVar", INITVAR_TYPE);
    m.def("field", (a, k) -> {
      if (Args.posCount(a, k) != 0) {
        throw Errors.typeError("field() takes 0 positional arguments but " + Args.posCount(a, k) + " were given");
      }
      PyObject[] p = Args.bind("field", a, k, 0, FIELD_KW, 0);
      FieldObj f = new FieldObj();
      if (p[0] != null) {
        f.dflt = p[0];
      }
      if (p[1] != null) {
        f.factory = p[1];
      }
      if (f.dflt != MISSING && f.factory != MISSING) {
        throw Errors.valueError("cannot specify both default and default_factory");
      }
      if (p[2] != null) {
        f.init = p[2];
      }
      if (p[3] != null) {
        f.repr = p[3];
      }
      if (p[4] != null) {
        f.hash = p[4];
      }
      if (p[5] != null) {
        f.compare = p[5];
      }
      f.metadata = p[6] == null ? PyNone.NONE : p[6];
      if (p[7] != null) {
        f.kwOnly = p[7];
      }
      return f;
    });
    m.def("dataclass", (a, k) -> {
      int npos = Args.posCount(a, k);
      if (npos > 1) {
        throw Errors.typeError("dataclass() takes from 0 to 1 positional arguments but " + npos + " were given");
      }
      PyObject[] opts = Args.bind("dataclass", a, k, npos, DC_KW, 0);
      Options o = new Options(opts);
      if (npos == 1 && a[0] != PyNone.NONE) {
        return process(st, a[0], o);
      }
      return PyBuiltinFunction.function("wrap", (b, kk) -> {
        Args.exact("wrap", b, kk, 1);
        return process(st, b[0], o);
      });
    });
    m.def("fields", (a, k) -> {
      Args.exact("fields", a, k, 1);
      PyObject fs = Ops.getattrOrNull(a[0], "__dataclass_fields__", null);
      if (!(fs instanceof PyDict d)) {
        throw Errors.typeError("must be called with a dataclass type or instance");
      }
      List<PyObject> out = new ArrayList<>();
      for (PyObject v : d.values()) {
        if (v instanceof FieldObj f && f.kind == Kind.FIELD) {
          out.add(f);
        }
      }
      return PyTuple.of(out.toArray(new PyObject[0]));
    });
    m.def("is_dataclass", (a, k) -> {
      Args.exact("is_dataclass", a, k, 1);
      PyType cls = a[0] instanceof PyType t ? t : a[0].type();
      return PyBool.of(cls.lookup("__dataclass_fields__") != null);
    });
    m.def("asdict", (a, k) -> {
      if (Args.posCount(a, k) != 1) {
        throw Errors.typeError("asdict() takes 1 positional argument but " + Args.posCount(a, k) + " were given");
      }
      PyObject[] p = Args.bind("asdict", a, k, 1, new String[] {"dict_factory"}, 0);
      if (!isInstance(a[0])) {
        throw Errors.typeError("asdict() should be called on dataclass instances");
      }
      return inner(st, a[0], p[0], true);
    });
    m.def("astuple", (a, k) -> {
      if (Args.posCount(a, k) != 1) {
        throw Errors.typeError("astuple() takes 1 positional argument but " + Args.posCount(a, k) + " were given");
      }
      PyObject[] p = Args.bind("astuple", a, k, 1, new String[] {"tuple_factory"}, 0);
      if (!isInstance(a[0])) {
        throw Errors.typeError("astuple() should be called on dataclass instances");
      }
      return inner(st, a[0], p[0], false);
    });
    m.def("replace", DataclassesModule::replace);
    m.def("make_dataclass", (a, k) -> makeDataclass(st, a, k));
    return m;
  }

  private static boolean isInstance(PyObject o) {
    return !(o instanceof PyType) && o.type().lookup("__dataclass_fields__") != null;
  }

  private static List<FieldObj> fieldList(PyObject o, boolean includeInitVars) {
    PyObject fs = Ops.getattr(o, "__dataclass_fields__");
    List<FieldObj> out = new ArrayList<>();
    if (fs instanceof PyDict d) {
      for (PyObject v : d.values()) {
        if (v instanceof FieldObj f && (f.kind == Kind.FIELD || includeInitVars && f.kind == Kind.INITVAR)) {
          out.add(f);
        }
      }
    }
    return out;
  }

  /** asdict/astuple recursion (factory null = dict/tuple). */
  private static PyObject inner(State st, PyObject obj, PyObject factory, boolean asDict) {
    ResourceMeter meter = ResourceMeter.current();
    meter.enterNative("in asdict()");
    try {
      meter.tick();
      if (isInstance(obj)) {
        List<FieldObj> fs = fieldList(obj, false);
        if (asDict) {
          if (factory == null) {
            PyDict d = new PyDict();
            for (FieldObj f : fs) {
              d.setItem(f.name, inner(st, Ops.getattr(obj, f.fname()), null, true));
            }
            return d;
          }
          PyList pairs = new PyList();
          for (FieldObj f : fs) {
            pairs.append(PyTuple.of(f.name, inner(st, Ops.getattr(obj, f.fname()), factory, true)));
          }
          return Ops.call(factory, pairs);
        }
        PyList items = new PyList();
        for (FieldObj f : fs) {
          items.append(inner(st, Ops.getattr(obj, f.fname()), factory, false));
        }
        return factory == null ? PyTuple.of(items.toArray()) : Ops.call(factory, items);
      }
      if (obj instanceof PyTuple t && Ops.getattrOrNull(obj, "_fields", null) != null && t.type() != PyTuple.TYPE) {
        PyObject[] items = t.toArray();
        for (int i = 0; i < items.length; i++) {
          items[i] = inner(st, items[i], factory, asDict);
        }
        return obj.type().call(items, null);
      }
      if (obj instanceof PyList || obj instanceof PyTuple) {
        PyObject[] items = Ops.toArray(obj);
        for (int i = 0; i < items.length; i++) {
          items[i] = inner(st, items[i], factory, asDict);
        }
        if (obj.type() == PyList.TYPE) {
          PyList l = new PyList();
          for (PyObject x : items) {
            l.append(x);
          }
          return l;
        }
        if (obj.type() == PyTuple.TYPE) {
          return PyTuple.of(items);
        }
        PyList l = new PyList();
        for (PyObject x : items) {
          l.append(x);
        }
        return Ops.call(obj.type(), l);
      }
      if (obj instanceof PyDict d) {
        PyDict out = new PyDict();
        for (PyObject key : d.keys()) {
          PyObject v = d.getItemOrNull(key);
          if (v != null) {
            out.setItem(inner(st, key, factory, asDict), inner(st, v, factory, asDict));
          }
        }
        if (obj.type() == PyDict.TYPE) {
          return out;
        }
        PyList pairs = new PyList();
        for (PyObject key : out.keys()) {
          pairs.append(PyTuple.of(key, out.getItemOrNull(key)));
        }
        return Ops.call(obj.type(), pairs);
      }
      return Ops.call(st.deepcopy, obj);
    } finally {
      meter.leaveNative();
    }
  }

  private static PyObject replace(PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos != 1) {
      throw Errors.typeError("replace() takes 1 positional argument but " + npos + " were given");
    }
    PyObject obj = a[0];
    if (!isInstance(obj)) {
      throw Errors.typeError("replace() should be called on dataclass instances");
    }
    int nkw = Args.kwCount(k);
    Map<String, PyObject> changes = new LinkedHashMap<>();
    for (int i = 0; i < nkw; i++) {
      changes.put(k[i], a[npos + i]);
    }
    for (FieldObj f : fieldList(obj, true)) {
      String n = f.fname();
      if (!f.init()) {
        if (changes.containsKey(n)) {
          throw Errors.valueError("field " + n + " is declared with init=False, it cannot be specified with "
              + "replace()");
        }
        continue;
      }
      if (!changes.containsKey(n)) {
        if (f.kind == Kind.INITVAR && f.dflt == MISSING) {
          throw Errors.valueError("InitVar '" + n + "' must be specified with replace()");
        }
        if (f.kind == Kind.FIELD) {
          changes.put(n, Ops.getattr(obj, n));
        }
      }
    }
    PyObject[] args = new PyObject[changes.size()];
    String[] names = new String[changes.size()];
    int i = 0;
    for (Map.Entry<String, PyObject> e : changes.entrySet()) {
      names[i] = e.getKey();
      args[i++] = e.getValue();
    }
    return obj.type().call(args, names.length == 0 ? null : names);
  }

  private static PyObject makeDataclass(State st, PyObject[] a, String[] k) {
    String[] names = {"cls_name", "fields", "bases", "namespace", "init", "repr", "eq", "order", "unsafe_hash",
        "frozen", "match_args", "kw_only", "slots", "weakref_slot", "module"};
    PyObject[] p = Args.bind("make_dataclass", a, k, 0, names, 2);
    String clsName = Support.string(p[0], "make_dataclass() argument 'cls_name'");
    PyDict ns = p[3] == null || p[3] == PyNone.NONE ? new PyDict() : ((PyDict) p[3]).copy();
    PyDict annotations = new PyDict();
    for (PyObject item : Support.toList(p[1])) {
      if (item instanceof PyStr s) {
        checkFieldName(annotations, s);
        annotations.setItem(s, PyStr.of("typing.Any"));
      } else {
        long n = Ops.len(item); // CPython asks len() first: its message for a non-sequence
        PyObject[] parts = n == 2 || n == 3 ? Ops.toArray(item) : null;
        if (parts == null || parts.length != n) {
          throw Errors.typeError("Invalid field: " + Ops.repr(item));
        }
        checkFieldName(annotations, parts[0]);
        annotations.setItem(parts[0], parts[1]);
        if (parts.length == 3) {
          ns.setItem(parts[0], parts[2]);
        }
      }
    }
    ns.setItem(PyStr.of("__annotations__"), annotations);
    ns.setItem(PyStr.of("__module__"), p[14] == null ? PyStr.of("types") : p[14]);
    PyObject bases = p[2] == null ? PyTuple.EMPTY : p[2];
    PyObject cls = PyType.TYPE.call(new PyObject[] {PyStr.of(clsName), bases, ns}, null);
    PyObject[] opts = new PyObject[DC_KW.length];
    System.arraycopy(p, 4, opts, 0, DC_KW.length);
    return process(st, cls, new Options(opts));
  }

  /** make_dataclass's checks of a field name (the generated __init__ names it in Python source). */
  private static void checkFieldName(PyDict seen, PyObject name) {
    if (!(name instanceof PyStr s) || !CollectionsModule.isIdentifier(s.value())) {
      throw Errors.typeError("Field names must be valid identifiers: " + Ops.repr(name));
    }
    if (CollectionsModule.KEYWORDS.contains(s.value())) {
      throw Errors.typeError("Field names must not be keywords: " + Ops.repr(name));
    }
    if (seen.getItemOrNull(name) != null) {
      throw Errors.typeError("Field name duplicated: " + Ops.repr(name));
    }
  }

  // ================================================================ @dataclass

  private static final class Options {
    final boolean init;
    final boolean repr;
    final boolean eq;
    final boolean order;
    final boolean unsafeHash;
    final boolean frozen;
    final boolean matchArgs;
    final boolean kwOnly;
    final boolean slots;

    Options(PyObject[] p) {
      init = flag(p[0], true);
      repr = flag(p[1], true);
      eq = flag(p[2], true);
      order = flag(p[3], false);
      unsafeHash = flag(p[4], false);
      frozen = flag(p[5], false);
      matchArgs = flag(p[6], true);
      kwOnly = flag(p[7], false);
      slots = flag(p[8], false);
    }

    private static boolean flag(PyObject v, boolean dflt) {
      return v == null ? dflt : Ops.truthy(v);
    }
  }

  private static Kind kindOf(PyObject ann) {
    if (ann instanceof PyStr s) {
      String v = s.value().trim();
      if (v.startsWith("ClassVar") || v.startsWith("typing.ClassVar")) {
        return Kind.CLASSVAR;
      }
      if (v.startsWith("InitVar") || v.startsWith("dataclasses.InitVar")) {
        return Kind.INITVAR;
      }
      return Kind.FIELD;
    }
    if (ann instanceof InitVarObj || ann == INITVAR_TYPE) {
      return Kind.INITVAR;
    }
    if (!(ann instanceof PyType)) {
      String r = Ops.repr(ann);
      if (r.equals("typing.ClassVar") || r.startsWith("typing.ClassVar[")) {
        return Kind.CLASSVAR;
      }
    }
    return Kind.FIELD;
  }

  private static boolean isKwOnlyMarker(PyObject ann) {
    return ann == KW_ONLY || ann instanceof PyStr s && (s.value().equals("KW_ONLY")
        || s.value().equals("dataclasses.KW_ONLY"));
  }

  private static PyObject process(State st, PyObject target, Options o) {
    if (!(target instanceof PyType cls)) {
      throw Errors.typeError("dataclass() should be called on a class");
    }
    if (o.order && !o.eq) {
      throw Errors.valueError("eq must be true if order is true");
    }
    Map<String, FieldObj> fields = new LinkedHashMap<>();
    boolean anyFrozenBase = false;
    boolean hasDataclassBases = false;
    PyType[] mro = cls.mroArray();
    for (int i = mro.length - 1; i >= 1; i--) {
      PyObject baseFields = mro[i].ownAttribute("__dataclass_fields__");
      if (baseFields instanceof PyDict d) {
        hasDataclassBases = true;
        for (PyObject v : d.values()) {
          if (v instanceof FieldObj f) {
            fields.put(f.fname(), f);
          }
        }
        PyObject params = mro[i].ownAttribute("__dataclass_frozen__");
        if (params != null && Ops.truthy(params)) {
          anyFrozenBase = true;
        }
      }
    }
    Map<String, PyObject> dict = cls.dict();
    PyObject annsObj = dict.get("__annotations__");
    boolean kwOnlyMode = o.kwOnly;
    List<FieldObj> own = new ArrayList<>();
    if (annsObj instanceof PyDict anns) {
      for (PyObject key : anns.keys()) {
        String name = Ops.str(key);
        PyObject ann = anns.getItemOrNull(key);
        if (isKwOnlyMarker(ann)) {
          kwOnlyMode = true;
          continue;
        }
        PyObject dflt = dict.get(name);
        FieldObj f;
        if (dflt instanceof FieldObj given) {
          f = given;
        } else {
          f = new FieldObj();
          f.metadata = PyNone.NONE;
          if (dflt != null) {
            f.dflt = dflt;
          }
        }
        f.name = key;
        f.type = ann;
        f.kind = kindOf(ann);
        if (f.kind == Kind.CLASSVAR || f.kind == Kind.INITVAR) {
          if (f.factory != MISSING) {
            throw Errors.typeError("field " + name + " cannot have a default factory");
          }
        }
        if (f.kind == Kind.FIELD || f.kind == Kind.INITVAR) {
          if (f.kwOnly == MISSING) {
            f.kwOnly = PyBool.of(kwOnlyMode);
          }
        } else if (f.kwOnly == MISSING) {
          f.kwOnly = PyBool.FALSE;
        }
        if (f.kind == Kind.FIELD && f.dflt != MISSING) {
          PyObject h = f.dflt.type().lookup("__hash__");
          if (h == null || h == PyNone.NONE) {
            throw Errors.valueError("mutable default " + f.dflt.type().repr() + " for field " + name
                + " is not allowed: use default_factory");
          }
        }
        own.add(f);
        fields.put(name, f);
        if (dflt instanceof FieldObj) {
          if (f.dflt == MISSING) {
            cls.dict().remove(name);
          } else {
            cls.setAttribute(name, f.dflt);
          }
        }
      }
    }
    for (Map.Entry<String, PyObject> e : new ArrayList<>(dict.entrySet())) {
      if (e.getValue() instanceof FieldObj && !(annsObj instanceof PyDict an && an.containsKey(PyStr.of(e.getKey())))) {
        throw Errors.typeError("'" + e.getKey() + "' is a field but has no type annotation");
      }
    }
    if (hasDataclassBases) {
      if (anyFrozenBase && !o.frozen) {
        throw Errors.typeError("cannot inherit non-frozen dataclass from a frozen one");
      }
      if (!anyFrozenBase && o.frozen) {
        boolean baseIsDataclass = false;
        for (int i = 1; i < mro.length; i++) {
          if (mro[i].ownAttribute("__dataclass_fields__") != null) {
            baseIsDataclass = true;
          }
        }
        if (baseIsDataclass) {
          throw Errors.typeError("cannot inherit frozen dataclass from a non-frozen one");
        }
      }
    }
    PyDict fieldsDict = new PyDict();
    for (FieldObj f : fields.values()) {
      fieldsDict.setItem(f.name, f);
    }
    cls.setAttribute("__dataclass_fields__", fieldsDict);
    cls.setAttribute("__dataclass_frozen__", PyBool.of(o.frozen));
    PyDict params = new PyDict();
    params.setItem(PyStr.of("init"), PyBool.of(o.init));
    params.setItem(PyStr.of("repr"), PyBool.of(o.repr));
    params.setItem(PyStr.of("eq"), PyBool.of(o.eq));
    params.setItem(PyStr.of("order"), PyBool.of(o.order));
    params.setItem(PyStr.of("unsafe_hash"), PyBool.of(o.unsafeHash));
    params.setItem(PyStr.of("frozen"), PyBool.of(o.frozen));

    PyObject classHash = dict.get("__hash__");
    boolean hasExplicitHash = classHash != null && !(classHash == PyNone.NONE && dict.containsKey("__eq__"));

    List<FieldObj> all = new ArrayList<>(fields.values());
    List<FieldObj> std = new ArrayList<>();
    List<FieldObj> kwOnly = new ArrayList<>();
    for (FieldObj f : all) {
      if ((f.kind == Kind.FIELD || f.kind == Kind.INITVAR) && f.init()) {
        (f.kwOnly() ? kwOnly : std).add(f);
      }
    }
    String qual = cls.qualname();
    if (o.init) {
      boolean seenDefault = false;
      for (FieldObj f : std) {
        if (f.hasDefault()) {
          seenDefault = true;
        } else if (seenDefault) {
          throw Errors.typeError("non-default argument '" + f.fname() + "' follows default argument");
        }
      }
      setNew(cls, "__init__", initFunction(cls, all, std, kwOnly, o.frozen, o.slots));
    }
    List<FieldObj> reprFields = new ArrayList<>();
    List<FieldObj> cmpFields = new ArrayList<>();
    List<FieldObj> hashFields = new ArrayList<>();
    for (FieldObj f : all) {
      if (f.kind != Kind.FIELD) {
        continue;
      }
      if (Ops.truthy(f.repr)) {
        reprFields.add(f);
      }
      if (Ops.truthy(f.compare)) {
        cmpFields.add(f);
      }
      if (f.hash == PyNone.NONE ? Ops.truthy(f.compare) : Ops.truthy(f.hash)) {
        hashFields.add(f);
      }
    }
    if (o.repr) {
      setNew(cls, "__repr__", PyBuiltinFunction.method(qual, "__repr__", (a, k) -> {
        PyObject self = a[0];
        if (!st.reprGuard.add(self)) {
          return PyStr.of("...");
        }
        ResourceMeter meter = ResourceMeter.current();
        meter.enterNative("while getting the repr of an object");
        try {
          StringBuilder sb = new StringBuilder(self.type().qualname()).append('(');
          boolean first = true;
          for (FieldObj f : reprFields) {
            if (!first) {
              sb.append(", ");
            }
            first = false;
            sb.append(f.fname()).append('=').append(Ops.repr(Ops.getattr(self, f.fname())));
          }
          return PyStr.of(sb.append(')').toString());
        } finally {
          meter.leaveNative();
          st.reprGuard.remove(self);
        }
      }));
    }
    if (o.eq) {
      setNew(cls, "__eq__", compareMethod(qual, "__eq__", cmpFields, Ops.Compare.EQ));
    }
    if (o.order) {
      String[][] ops = {{"__lt__", "LT"}, {"__le__", "LE"}, {"__gt__", "GT"}, {"__ge__", "GE"}};
      for (String[] op : ops) {
        if (dict.containsKey(op[0])) {
          throw Errors.typeError("Cannot overwrite attribute " + op[0] + " in class " + cls.name()
              + ". Consider using functools.total_ordering");
        }
        cls.setAttribute(op[0], compareMethod(qual, op[0], cmpFields, Ops.Compare.valueOf(op[1])));
      }
    }
    if (o.frozen) {
      for (String attr : new String[] {"__setattr__", "__delattr__"}) {
        if (dict.containsKey(attr)) {
          throw Errors.typeError("Cannot overwrite attribute " + attr + " in class " + cls.name());
        }
      }
      Set<String> names = new java.util.HashSet<>(fields.keySet());
      cls.setAttribute("__setattr__", PyBuiltinFunction.method(qual, "__setattr__", (a, k) -> {
        Args.exact("__setattr__", a, k, 3);
        String n = Ops.strValue(a[1], "attribute name must be string");
        if (a[0].type() == cls || names.contains(n)) {
          throw new PyError(new PyBaseException(st.frozenError, PyTuple.of(PyStr.of("cannot assign to field '"
              + n + "'"))));
        }
        Ops.genericSetattr(a[0], n, a[2]);
        return PyNone.NONE;
      }));
      cls.setAttribute("__delattr__", PyBuiltinFunction.method(qual, "__delattr__", (a, k) -> {
        Args.exact("__delattr__", a, k, 2);
        String n = Ops.strValue(a[1], "attribute name must be string");
        if (a[0].type() == cls || names.contains(n)) {
          throw new PyError(new PyBaseException(st.frozenError, PyTuple.of(PyStr.of("cannot delete field '" + n
              + "'"))));
        }
        Ops.genericDelattr(a[0], n);
        return PyNone.NONE;
      }));
    }
    PyBuiltinFunction hashFn = PyBuiltinFunction.method(qual, "__hash__", (a, k) -> {
      PyObject[] vals = new PyObject[hashFields.size()];
      for (int i = 0; i < vals.length; i++) {
        vals[i] = Ops.getattr(a[0], hashFields.get(i).fname());
      }
      return dev.krait.python.objects.PyInt.of(Ops.hash(PyTuple.of(vals)));
    });
    if (o.unsafeHash) {
      if (hasExplicitHash) {
        throw Errors.typeError("Cannot overwrite attribute __hash__ in class " + cls.name());
      }
      cls.setAttribute("__hash__", hashFn);
    } else if (o.eq && o.frozen) {
      if (!hasExplicitHash) {
        cls.setAttribute("__hash__", hashFn);
      }
    } else if (o.eq) {
      if (!hasExplicitHash) {
        cls.setAttribute("__hash__", PyNone.NONE);
      }
    }
    if (o.matchArgs) {
      PyObject[] names = new PyObject[std.size()];
      for (int i = 0; i < names.length; i++) {
        names[i] = std.get(i).name;
      }
      setNew(cls, "__match_args__", PyTuple.of(names));
    }
    cls.setAttribute("__dataclass_params__", params);
    if (o.slots) {
      return withSlots(cls);
    }
    return cls;
  }

  /**
   * slots=True: like CPython, a new class with the same dict plus {@code __slots__} naming the
   * fields not already slotted by a base (class attributes holding defaults are dropped, since
   * __init__ supplies them).
   */
  private static PyType withSlots(PyType cls) {
    if (cls.ownAttribute("__slots__") != null) {
      throw Errors.typeError(cls.name() + " already specifies __slots__");
    }
    PyObject fs = cls.ownAttribute("__dataclass_fields__");
    List<PyObject> names = new ArrayList<>();
    Set<String> fieldNames = new java.util.HashSet<>();
    if (fs instanceof PyDict d) {
      for (PyObject v : d.values()) {
        if (v instanceof FieldObj f && f.kind == Kind.FIELD) {
          fieldNames.add(f.fname());
          boolean inherited = false;
          PyType[] mro = cls.mroArray();
          for (int i = 1; i < mro.length - 1; i++) {
            PyObject sl = mro[i].ownAttribute("__slots__");
            if (sl != null && (sl instanceof PyStr ss ? ss.value().equals(f.fname())
                : Support.toList(sl).contains(f.name))) {
              inherited = true;
            }
          }
          if (!inherited) {
            names.add(f.name);
          }
        }
      }
    }
    PyDict ns = new PyDict();
    for (Map.Entry<String, PyObject> e : cls.dict().entrySet()) {
      String n = e.getKey();
      if (n.equals("__dict__") || n.equals("__weakref__") || fieldNames.contains(n)) {
        continue;
      }
      ns.setItem(PyStr.of(n), e.getValue());
    }
    ns.setItem(PyStr.of("__slots__"), PyTuple.of(names.toArray(new PyObject[0])));
    ns.setItem(PyStr.of("__qualname__"), PyStr.of(cls.qualname()));
    PyObject bases = PyTuple.of(cls.bases());
    return (PyType) cls.type().call(new PyObject[] {PyStr.of(cls.name()), bases, ns}, null);
  }

  private static void setNew(PyType cls, String name, PyObject value) {
    if (!cls.dict().containsKey(name)) {
      cls.setAttribute(name, value);
    }
  }

  private static PyBuiltinFunction compareMethod(String qual, String name, List<FieldObj> fs, Ops.Compare op) {
    return PyBuiltinFunction.method(qual, name, (a, k) -> {
      Args.exact(name, a, k, 2);
      PyObject self = a[0];
      PyObject other = a[1];
      if (other.type() != self.type()) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      if (op == Ops.Compare.EQ && self == other) {
        return PyBool.TRUE;
      }
      PyObject[] x = new PyObject[fs.size()];
      PyObject[] y = new PyObject[fs.size()];
      for (int i = 0; i < x.length; i++) {
        x[i] = Ops.getattr(self, fs.get(i).fname());
        y[i] = Ops.getattr(other, fs.get(i).fname());
      }
      return Ops.richCompare(PyTuple.of(x), PyTuple.of(y), op);
    });
  }

  /** The default of a field given a default_factory, as CPython shows it ({@code <factory>}). */
  static final PyObject HAS_DEFAULT_FACTORY = new Sentinel(PyType.builtin("_HAS_DEFAULT_FACTORY_CLASS", PyType.OBJECT,
      t -> t.defineMethod("__repr__", (a, k) -> PyStr.of("<factory>"))));

  /**
   * The generated {@code __init__}, made as CPython makes it: Python source with one assignment
   * per field, run through exec. So the call binds its arguments like any def (with its
   * messages), a class call can take the plain-function call path, and the compiled tier caches
   * each {@code self.f = f} store as it does in a hand-written {@code __init__}. Defaults,
   * factories and annotations reach the source as globals of the function's own namespace.
   */
  private static PyObject initFunction(PyType cls, List<FieldObj> all, List<FieldObj> std, List<FieldObj> kwOnly,
      boolean frozen, boolean slots) {
    PyDict ns = new PyDict();
    boolean selfTaken = false;
    for (FieldObj f : all) {
      selfTaken |= f.kind != Kind.CLASSVAR && f.fname().equals("self");
    }
    String self = selfTaken ? "__dataclass_self__" : "self";
    ns.setItem(PyStr.of("__dataclass_HAS_DEFAULT_FACTORY__"), HAS_DEFAULT_FACTORY);
    ns.setItem(PyStr.of("__dataclass_builtins_object__"), PyType.OBJECT);
    ns.setItem(PyStr.of("__dataclass_return_type__"), PyNone.NONE);
    StringBuilder src = new StringBuilder("def __init__(").append(self);
    for (FieldObj f : std) {
      src.append(", ").append(initParam(ns, f));
    }
    if (!kwOnly.isEmpty()) {
      src.append(", *");
      for (FieldObj f : kwOnly) {
        src.append(", ").append(initParam(ns, f));
      }
    }
    src.append(") -> __dataclass_return_type__:\n");
    int lines = 0;
    StringBuilder initVars = new StringBuilder();
    for (FieldObj f : all) {
      if (f.kind == Kind.CLASSVAR) {
        continue;
      }
      String n = f.fname();
      if (f.kind == Kind.INITVAR) {
        initVars.append(initVars.length() == 0 ? "" : ", ").append(n);
        continue;
      }
      String value;
      String dflt = "__dataclass_dflt_" + n + "__";
      if (f.factory != MISSING) {
        ns.setItem(PyStr.of(dflt), f.factory);
        value = f.init() ? dflt + "() if " + n + " is __dataclass_HAS_DEFAULT_FACTORY__ else " + n : dflt + "()";
      } else if (f.init()) {
        value = n;
      } else if (slots && f.dflt != MISSING) {
        ns.setItem(PyStr.of(dflt), f.dflt);
        value = dflt;
      } else {
        continue;
      }
      src.append("    ").append(frozen ? "__dataclass_builtins_object__.__setattr__(" + self + ", '" + n + "', "
          + value + ")" : self + "." + n + " = " + value).append('\n');
      lines++;
    }
    if (cls.lookup("__post_init__") != null) {
      src.append("    ").append(self).append(".__post_init__(").append(initVars).append(")\n");
      lines++;
    }
    if (lines == 0) {
      src.append("    pass\n");
    }
    VmAccess.exec(src.toString(), ns);
    PyObject fn = ns.getItemOrNull(PyStr.of("__init__"));
    Ops.setattr(fn, "__qualname__", PyStr.of(cls.qualname() + ".__init__"));
    return fn;
  }

  /** One parameter of the generated {@code __init__}: {@code name: type} and its default, both from ns. */
  private static String initParam(PyDict ns, FieldObj f) {
    String n = f.fname();
    String type = "__dataclass_type_" + n + "__";
    ns.setItem(PyStr.of(type), f.type);
    if (f.factory != MISSING) {
      return n + ": " + type + " = __dataclass_HAS_DEFAULT_FACTORY__";
    }
    if (f.dflt != MISSING) {
      String dflt = "__dataclass_dflt_" + n + "__";
      ns.setItem(PyStr.of(dflt), f.dflt);
      return n + ": " + type + " = " + dflt;
    }
    return n + ": " + type;
  }
}
